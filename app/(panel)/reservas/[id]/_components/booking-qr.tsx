// The QR code of the booking's current code (components/qr-code: server-rendered SVG).
import { QrCode } from '@/components/qr-code';

export function BookingQr({ code, label }: { code: string; label: string }) {
  return <QrCode text={code} label={label} />;
}
