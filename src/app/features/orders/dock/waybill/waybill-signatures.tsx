import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

/** The boxes the driver, the sender and the receiver sign by hand, each with its date (issue 6 item 2). */
export function WaybillSignatures() {
  const { t } = useLingui();
  const boxes = [
    t`Driver's signature`,
    t`Name in block letters`,
    t`Sender's signature`,
    t`Receiver's signature`,
  ];
  return (
    <div className="waybill-signatures">
      {boxes.map((label) => (
        <SignatureBox key={label} label={label} dateLabel={t`Date`} />
      ))}
    </div>
  );
}

function SignatureBox({ label, dateLabel }: { label: string; dateLabel: string }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="waybill-signature">
      <p id={id} className="waybill-signature-label">
        {label}
      </p>
      <div className="waybill-signature-line" />
      <p className="waybill-signature-date">
        {dateLabel}
        <span className="waybill-blank" />
      </p>
    </div>
  );
}
