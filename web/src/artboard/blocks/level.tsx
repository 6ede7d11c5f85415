import { formatString } from '../i18n/strings';
import { useArtboard } from './context';

/** Props of {@link Level}. */
export type LevelProps = { value: number };

const steps = [1, 2, 3, 4, 5];

/**
 * A skill or language level as the template's indicator. Level 0 means
 * "Hidden" (docs/product.md#item-fields) and draws nothing.
 */
export function Level({ value }: LevelProps) {
  const { data, level, strings } = useArtboard();
  if (value <= 0) {
    return null;
  }
  const label = formatString(strings.level, { level: value }, data.metadata.language);
  if (level === 'bar') {
    return (
      <div className="level level-bar" role="img" aria-label={label}>
        <div className="level-fill" style={{ width: `${value * 20}%` }} />
      </div>
    );
  }
  return (
    <div className={`level level-${level}`} role="img" aria-label={label}>
      {steps.map((step) => (
        <span key={step} className={step <= value ? 'level-step is-on' : 'level-step'} />
      ))}
    </div>
  );
}
