/** What every step type's fields in the editor receive (step-card.tsx picks them by the step's type). */
import type { BlueprintInput, StepInput, StepType } from '../../contract/schemas/index.ts';
import type { Catalog } from './offers/index.ts';

export interface StepFieldsProps<K extends StepType = StepType> {
  step: Extract<StepInput, { stepType: K }>;
  /** 1-based place in the order: controls are named by it ("Text of choice 1" within "Step 2: Survey"). */
  place: number;
  catalog: Catalog;
  draft: BlueprintInput;
  onChange: (draft: BlueprintInput) => void;
}
