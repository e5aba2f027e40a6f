// entry placeholder — replaced by the cancel-flow work: shows a heading so the playground build and
// its browser test have a page to load.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <h1>Holdfast playground</h1>
    </StrictMode>,
  );
}
