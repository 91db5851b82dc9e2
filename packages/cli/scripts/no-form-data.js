// Injected into dist/grill.cjs in place of the global FormData. The API client asks whether each
// payload is `instanceof FormData`, and on Node 20 the first read of that global loads Node's whole
// fetch implementation (undici), a tenth of the start-up budget. No grill command sends a form, so
// nothing is an instance of this class and the check stays false, as it would with the real one.
export class FormData {}
