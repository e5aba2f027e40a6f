import { useEffect, useState } from 'react';
import ReactConfetti from 'react-confetti';
import { CONFETTI_DURATION_MS, CONFETTI_MAX_PIECES } from '../../domain/constants.ts';

/**
 * Confetti for 4 s with at most 1500 pieces (spec §9), in its own lazy chunk. Skipped when the customer
 * prefers reduced motion.
 */
export default function Confetti() {
  const [running, setRunning] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setRunning(false), CONFETTI_DURATION_MS);
    return () => clearTimeout(timer);
  }, []);
  if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) return null;
  return (
    <ReactConfetti
      numberOfPieces={running ? CONFETTI_MAX_PIECES : 0}
      recycle={false}
      // The dialog's container query makes it the containing block of this fixed canvas, while
      // react-confetti sizes the canvas to the window: stretched to 100 % it covers the dialog without
      // making it scroll sideways on a narrow screen.
      style={{ position: 'fixed', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}
    />
  );
}
