import { BrandLogo, type BrandLogoProps } from './brand-logo.tsx';
import { StepTag, type StepTagProps } from './step-tag.tsx';

/** Props of {@link SidePanel}. */
export interface SidePanelProps {
  /** None while the flow loads. */
  tag?: StepTagProps;
  logo?: BrandLogoProps;
  /** Shown under the logo, or alone when there is no logo. */
  brandName?: string;
}

/** Theme-v2's coloured left panel: the step tag and icon large, the brand at the bottom. */
export function SidePanel({ tag, logo, brandName }: SidePanelProps) {
  return (
    <div className="hf-side">
      {tag && <StepTag {...tag} />}
      {(logo || brandName) && (
        <div className="hf-side__brand">
          {logo && <BrandLogo {...logo} />}
          {brandName && <span className="hf-side__name">{brandName}</span>}
        </div>
      )}
    </div>
  );
}
