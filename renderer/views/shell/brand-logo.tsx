/** Props of {@link BrandLogo}. */
export interface BrandLogoProps {
  /** Image URL from the blueprint's brandImage. */
  src: string;
  /** Translated alternative text, usually the organisation's name. */
  alt: string;
}

/** The organisation's logo. */
export function BrandLogo({ src, alt }: BrandLogoProps) {
  return <img className="hf-logo" src={src} alt={alt} />;
}
