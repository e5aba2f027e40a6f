import { Spinner } from './spinner.tsx';

/** Props of {@link Loader}. */
export interface LoaderProps {
  /** Translated 'loading' text. */
  text: string;
}

/** Shown while the widget loads (spec §2: 'Loader with a loading text'). */
export function Loader({ text }: LoaderProps) {
  return (
    <div className="hf-loader" role="status">
      <Spinner />
      <p className="hf-loader__text">{text}</p>
    </div>
  );
}
