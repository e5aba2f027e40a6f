/** Ladle: every view renders in a story with plain data (STYLE.md "Thin adapters, dumb views"). */
/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'renderer/views/**/*.stories.tsx',
  outDir: '.ladle/build',
  addons: {
    a11y: { enabled: true },
    // The widget has one look; Ladle's dark mode would only restyle Ladle's own chrome.
    theme: { enabled: false },
  },
};
