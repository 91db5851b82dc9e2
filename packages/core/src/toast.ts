/** A toast's text as the spec words it: a title and a (possibly empty) description. */
export interface ToastMessage {
  readonly title: string
  readonly description: string
}
