/** A link-styled button under a wall (cancel now, get help, log out). */
export interface WallLink {
  label: string;
  onClick: () => void;
}

/** The wall's secondary ways out; nothing when there are none. */
export function WallLinks({ links }: { links: readonly WallLink[] }) {
  if (links.length === 0) return null;
  return (
    <div className="hf-wall__links">
      {links.map((link) => (
        <button key={link.label} type="button" className="hf-link-button" onClick={link.onClick}>
          {link.label}
        </button>
      ))}
    </div>
  );
}
