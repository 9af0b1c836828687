import { useApiImage } from '../ui/api-image/use-api-image.ts';

export interface CustomerLogoProps {
  /** The session status's customer.image: the call that serves the logo, or null. */
  image: string | null;
  customerName: string;
}

/** The acting customer's own logo in the header (issue 17 item 1), once it has loaded; nothing without one. */
export function CustomerLogo({ image, customerName }: CustomerLogoProps) {
  const src = useApiImage(image);
  if (!src) return null;
  return (
    <img
      src={src}
      alt={customerName}
      data-testid="customer-logo"
      style={{ display: 'block', height: 40, maxWidth: 120, objectFit: 'contain', flexShrink: 0 }}
    />
  );
}
