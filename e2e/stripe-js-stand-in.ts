/**
 * A stand-in for Stripe.js (js.stripe.com cannot be reached here), served by the test in place of
 * https://js.stripe.com/<release>/stripe.js. It gives the calls the product makes through
 * @stripe/stripe-js and @stripe/react-stripe-js (elements, a Payment Element with one card-number
 * field, elements.submit's check of it, confirmPayment with the intent's client secret or the
 * one the elements were made with) and confirms against the local Stripe stand-in with the publishable key
 * and client secret, as the real one confirms against Stripe. A card that asks for 3-D Secure
 * opens a challenge dialog in the page, as Stripe.js opens the bank's, with Complete and Fail.
 */
export const stripeJsStandIn = (apiUrl: string): string => `(() => {
  const CARDS = {
    "4242424242424242": "pm_card_visa",
    "4000000000000002": "pm_card_chargeDeclined",
    "4000002760003184": "pm_card_threeDSecure2Required"
  };
  const challenge = () => new Promise((resolve) => {
    const dialog = document.createElement("dialog");
    dialog.setAttribute("aria-label", "3D Secure test payment");
    const title = document.createElement("h2");
    title.textContent = "3D Secure test payment";
    dialog.appendChild(title);
    for (const [name, passed] of [["Complete", true], ["Fail", false]]) {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = name;
      button.onclick = () => { dialog.close(); dialog.remove(); resolve(passed); };
      dialog.appendChild(button);
    }
    document.body.appendChild(dialog);
    dialog.showModal();
  });
  const unused = () => Promise.reject(new Error("not in the Stripe.js stand-in"));
  function Stripe(publishableKey) {
    let field = null;
    let secret = null;
    const elements = (options) => {
      secret = options && options.clientSecret;
      const group = {
        update() {}, fetchUpdates: () => Promise.resolve({}),
        // As Stripe.js's elements.submit(): the fields are checked before anything is sent.
        submit: () => Promise.resolve(
          field && field.value.replace(/\\s/g, "").length >= 15
            ? {}
            : { error: { type: "validation_error", message: "Your card number is incomplete." } }
        ),
        getElement: () => null,
        create(type) {
          const handlers = {};
          const element = {
            mount(target) {
              const node = typeof target === "string" ? document.querySelector(target) : target;
              const label = document.createElement("label");
              label.textContent = "Card number";
              field = document.createElement("input");
              field.inputMode = "numeric";
              field.autocomplete = "cc-number";
              label.appendChild(field);
              node.appendChild(label);
              setTimeout(() => (handlers.ready || []).forEach((h) => h({ elementType: type })), 0);
            },
            on(name, handler) { (handlers[name] = handlers[name] || []).push(handler); return element; },
            off() { return element; }, once() { return element; },
            update() {}, focus() { field && field.focus(); }, blur() {}, clear() {}, collapse() {},
            unmount() {}, destroy() { field = null; }
          };
          return element;
        }
      };
      return group;
    };
    return {
      _registerWrapper() {},
      registerAppInfo() {},
      elements,
      // Not used by the product; present because @stripe/react-stripe-js checks for them.
      createToken: unused, createPaymentMethod: unused, confirmCardPayment: unused,
      async confirmPayment(args) {
        const clientSecret = args.clientSecret || secret;
        const number = field ? field.value.replace(/\\s/g, "") : "";
        const call = async (action, form) => {
          const response = await fetch("${apiUrl}/v1/payment_intents/" + clientSecret.split("_secret_")[0] + "/" + action, {
            method: "POST",
            headers: { authorization: "Bearer " + publishableKey, "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ client_secret: clientSecret, ...form })
          });
          return { ok: response.ok, answer: await response.json() };
        };
        let { ok, answer } = await call("confirm", { payment_method: CARDS[number] || "pm_unknown" });
        if (ok && answer.status === "requires_action") {
          ({ ok, answer } = await call("authenticate", { result: (await challenge()) ? "pass" : "fail" }));
          if (ok && answer.last_payment_error) return { error: { type: "card_error", ...answer.last_payment_error } };
        }
        return ok ? { paymentIntent: answer } : { error: answer.error };
      }
    };
  }
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();
`
