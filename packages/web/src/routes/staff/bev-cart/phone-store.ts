import { createStore } from "idb-keyval"

/**
 * What the cart screen keeps on the phone (IndexedDB), per outlet: the sales waiting for the network
 * and the register it last downloaded (menu, members who may charge). One store, so one database
 * opens; keys are `sales:<slug>`, `register:<slug>`.
 */
export const phoneStore = createStore("grill-bev-cart", "kept")
