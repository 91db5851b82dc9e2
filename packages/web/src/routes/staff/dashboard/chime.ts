/**
 * The new-order chime, generated with Web Audio (two short bell-like notes, no file to load).
 * Browsers only let a page make sound after a click, so the context is made by `unlockSound`,
 * called from the "Enable sound" button; until then `playChime` is silent.
 */
let context: AudioContext | undefined

export const soundUnlocked = (): boolean => context !== undefined && context.state === "running"

export const unlockSound = async (): Promise<boolean> => {
  if (typeof AudioContext === "undefined") return false
  context ??= new AudioContext()
  await context.resume().catch(() => undefined)
  return soundUnlocked()
}

const note = (audio: AudioContext, frequency: number, startsIn: number) => {
  const oscillator = audio.createOscillator()
  const gain = audio.createGain()
  const start = audio.currentTime + startsIn
  oscillator.type = "sine"
  oscillator.frequency.value = frequency
  gain.gain.setValueAtTime(0.0001, start)
  gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02)
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.45)
  oscillator.connect(gain).connect(audio.destination)
  oscillator.start(start)
  oscillator.stop(start + 0.5)
}

export const playChime = () => {
  if (context === undefined || context.state !== "running") return
  note(context, 880, 0)
  note(context, 1318.5, 0.18)
}

const MUTED_KEY = "grill.dashboard.muted"

/** The mute choice, remembered per browser. */
export const loadMuted = (): boolean => {
  try {
    return localStorage.getItem(MUTED_KEY) === "true"
  } catch {
    return false
  }
}

export const saveMuted = (muted: boolean) => {
  try {
    localStorage.setItem(MUTED_KEY, String(muted))
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}
