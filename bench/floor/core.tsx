/**
 * The floor: the least a widget can do on show() — a modal with one heading and one button, rendered
 * by preact/compat into a shadow root. It is built with the product's embed config (see
 * build-floor.ts), loaded by the product's own loader and attached through the product's attachCore,
 * so the only difference from the real widget is what show() has to do before the first step appears.
 */
import { createRoot, type Root } from 'react-dom/client';
import type { HoldfastApi } from '../../renderer/embed/api-types.ts';
import { attachCore } from '../../renderer/embed/global.ts';
import { type Mount, mount } from '../../renderer/embed/mount.ts';

/** A bare modal: a backdrop and a centred card, no theme, no transitions. */
const FLOOR_CSS = `
:host { all: initial; }
.floor-backdrop { position: fixed; inset: 0; z-index: 2147483647; display: grid; place-items: center;
  background: rgb(0 0 0 / 0.4); font: 16px/1.5 system-ui, sans-serif; }
.floor-dialog { background: #fff; color: #1f2937; border-radius: 10px; padding: 24px; min-width: 280px; }
.floor-dialog h2 { margin: 0 0 16px; font-size: 20px; }
.floor-dialog button { font: inherit; padding: 10px 16px; border-radius: 8px; border: 0; background: #3c5ccf;
  color: #fff; cursor: pointer; }
`;

function FloorModal({ onClose }: { onClose: () => void }) {
  return (
    <div className="floor-backdrop">
      <div className="floor-dialog" role="dialog" aria-modal="true" aria-labelledby="floor-title">
        <h2 id="floor-title">Before you go</h2>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}

let shown: { mount: Mount; root: Root } | null = null;

function hide() {
  if (!shown) return;
  shown.root.unmount();
  shown.mount.remove();
  shown = null;
}

function show() {
  if (shown) return;
  const mounted = mount({ experience: 'cancel-flow', css: FLOOR_CSS });
  const root = createRoot(mounted.container);
  shown = { mount: mounted, root };
  root.render(<FloorModal onClose={hide} />);
}

const nothing = () => ({ ok: true });

const api: HoldfastApi = {
  init: nothing,
  show,
  insight: show,
  hide,
  clearState: hide,
  getSessionData: () => null,
  updateBranding: nothing,
  updateCustomerAttributes: nothing,
  event: nothing,
  update: nothing,
  check: nothing,
  hidePauseWall: nothing,
  hideFailedPaymentWall: nothing,
  clearPauseWallState: nothing,
  clearFailedPaymentWallState: nothing,
  managedFlow: nothing,
  hideManagedFlow: nothing,
  clearManagedFlowState: nothing,
};

attachCore(api);
