import { ConfirmableLink, type Confirmation } from '../shell/confirmable-link.tsx';

/** A link-styled button under a wall (cancel now, get help, log out). */
export interface WallLink {
  label: string;
  onClick: () => void;
  /** Asked before `onClick` for an action that cannot be taken back (Cancel now). */
  confirmation?: Confirmation | undefined;
}

/** The wall's secondary ways out; nothing when there are none. */
export function WallLinks({ links }: { links: readonly WallLink[] }) {
  if (links.length === 0) return null;
  return (
    <div className="hf-wall__links">
      {links.map((link) => (
        <ConfirmableLink key={link.label} {...link} />
      ))}
    </div>
  );
}
