import { QRCodeSVG } from 'qrcode.react';

/**
 * The invite link as a QR code: black on white with a quiet zone in both colour schemes, so
 * phones scan it from a dark page too. A lazy module: `qrcode.react` loads only with this page.
 */
export function InviteQr({ link, label }: { link: string; label: string }) {
  return (
    <QRCodeSVG
      value={link}
      size={168}
      marginSize={2}
      bgColor="#ffffff"
      fgColor="#000000"
      role="img"
      aria-label={label}
      data-testid="invite-qr"
    />
  );
}
