/**
 * The widget frame as the flow shows it (a header with its close button, a body, a footer with Back and
 * Next), for the frame's tests: each prop defaults to the modal, default-theme case.
 */
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { WidgetFrame, type WidgetFrameProps } from './widget-frame.tsx';

export function Widget(props: Partial<WidgetFrameProps> & { onBack?: () => void }) {
  const presentation = props.presentation ?? 'modal';
  const onClose = props.onClose ?? (() => {});
  return (
    <WidgetFrame
      presentation={presentation}
      closable={props.closable ?? presentation === 'modal'}
      onClose={onClose}
      labelledBy="hf-title"
      theme={props.theme ?? 'default'}
      transitionMs={props.transitionMs}
      colors={props.colors ?? { primary: '#3c5ccf' }}
      announcement={props.announcement ?? ''}
      aside={props.aside}
      stepKey={props.stepKey}
    >
      <Header
        titleId="hf-title"
        title="Why are you leaving?"
        closeLabel="Close"
        onClose={presentation === 'modal' ? onClose : undefined}
      />
      <p>Step body</p>
      <Footer backLabel="Back" onBack={props.onBack ?? (() => {})} primaryLabel="Next" onPrimary={() => {}} />
    </WidgetFrame>
  );
}
