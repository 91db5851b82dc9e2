import type { ComponentProps } from "react"

type ButtonVariant = "primary" | "accent" | "secondary" | "ghost" | "danger"

export interface ButtonProps extends ComponentProps<"button"> {
  readonly variant?: ButtonVariant
  readonly size?: "regular" | "small"
}

export function Button({
  variant = "primary",
  size = "regular",
  className,
  type = "button",
  ...rest
}: ButtonProps) {
  const classes = ["button", `button--${variant}`, size === "small" ? "button--small" : "", className ?? ""]
  return <button type={type} className={classes.filter(Boolean).join(" ")} {...rest} />
}
