// The QR code of the booking's current code, rendered on the server as SVG: no client JavaScript, and it prints.
import QRCode from 'qrcode';

export async function BookingQr({ code, label }: { code: string; label: string }) {
  const svg = await QRCode.toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return (
    <div role="img" aria-label={label} className="size-44 rounded-md bg-white p-2 [&_svg]:size-full" dangerouslySetInnerHTML={{ __html: svg }} />
  );
}
