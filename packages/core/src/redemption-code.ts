/** No 0/O, 1/I/L: the code is read aloud or typed from a phone screen by staff. */
export const REDEMPTION_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"

export const REDEMPTION_CODE_LENGTH = 10

// 248 is the largest multiple of 31 that fits in a byte: bytes from 248 up would favour the first symbols.
const UNBIASED_BYTE_LIMIT =
  Math.floor(256 / REDEMPTION_CODE_ALPHABET.length) * REDEMPTION_CODE_ALPHABET.length

const formatCode = (symbols: ReadonlyArray<string>): string =>
  `${symbols.slice(0, 5).join("")}-${symbols.slice(5).join("")}`

/**
 * "ABCDE-FGHJK" from random bytes, deterministically: each symbol takes the next byte below 248
 * (rejection sampling, so all 31 symbols are equally likely; 10 symbols carry 49.5 bits).
 * Give it at least ten bytes. If too few usable bytes remain, skipped bytes are used after all
 * (slightly biased) and a shortfall repeats the first symbol: short input makes a weak code, never a broken one.
 */
export const redemptionCodeFromBytes = (bytes: Uint8Array): string => {
  const all = Array.from(bytes)
  const usable = all.filter((byte) => byte < UNBIASED_BYTE_LIMIT)
  const skipped = all.filter((byte) => byte >= UNBIASED_BYTE_LIMIT)
  const symbols = [...usable, ...skipped]
    .slice(0, REDEMPTION_CODE_LENGTH)
    .map((byte) => REDEMPTION_CODE_ALPHABET.charAt(byte % REDEMPTION_CODE_ALPHABET.length))
  while (symbols.length < REDEMPTION_CODE_LENGTH) symbols.push(REDEMPTION_CODE_ALPHABET.charAt(0))
  return formatCode(symbols)
}

/** A fresh code from crypto.getRandomValues, drawing again until ten unbiased bytes are in hand. */
export const newRedemptionCode = (): string => {
  const usable: Array<number> = []
  while (usable.length < REDEMPTION_CODE_LENGTH) {
    const draw = globalThis.crypto.getRandomValues(new Uint8Array(REDEMPTION_CODE_LENGTH))
    for (const byte of draw) if (byte < UNBIASED_BYTE_LIMIT) usable.push(byte)
  }
  return redemptionCodeFromBytes(Uint8Array.from(usable.slice(0, REDEMPTION_CODE_LENGTH)))
}

/**
 * Order numbers are read over the counter like redemption codes, so they are drawn the same way:
 * "ABCDE-FGHJK", ~49.5 unguessable bits (the number is the customer's key to the order's page).
 */
export const newOrderNumber = newRedemptionCode
