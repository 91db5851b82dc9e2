export * from "./menu.js"
export * from "./money.js"
export * from "./order-status.js"
export * from "./order-type.js"
