// The moment the menu showed, set by the page script of bench/lighthouse.js's count of scripts.
interface Window {
  menuShownAt?: number
}
