// A QR code rendered on the server as SVG with the qrcode package: no client JavaScript, and it prints.
import QRCode from 'qrcode';

export async function QrCode({ text, label, className = 'size-44' }: { text: string; label: string; className?: string }) {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return <div role="img" aria-label={label} className={`${className} rounded-md bg-white p-2 [&_svg]:size-full`} dangerouslySetInnerHTML={{ __html: svg }} />;
}
