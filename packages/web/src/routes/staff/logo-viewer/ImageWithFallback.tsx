import { ImageOff } from "lucide-react"
import { type ImgHTMLAttributes, useState } from "react"

interface ImageWithFallbackProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "alt" | "onError"> {
  readonly alt: string
}

/** An image that turns into a labelled placeholder when the file cannot be loaded. */
export function ImageWithFallback({ alt, className, ...image }: ImageWithFallbackProps) {
  const [broken, setBroken] = useState(false)
  if (broken) {
    return (
      <div className="image-placeholder" role="img" aria-label={`${alt} (image unavailable)`}>
        <ImageOff aria-hidden size={32} />
        <span aria-hidden>Image unavailable</span>
      </div>
    )
  }
  return <img alt={alt} className={className} onError={() => setBroken(true)} {...image} />
}
