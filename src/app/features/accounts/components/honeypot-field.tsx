export interface HoneypotFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A field people never see or reach, which form-filling bots fill (issue 16 item 4). Off-screen rather
 * than display:none: bots skip fields that are not rendered.
 */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  return (
    <div
      aria-hidden="true"
      style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}
    >
      {/* eslint-disable-next-line lingui/no-unlocalized-strings -- read by bots only, never shown */}
      <label htmlFor="new-customer-website">Website</label>
      <input
        id="new-customer-website"
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
