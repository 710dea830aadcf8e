export const metadata = { title: 'Bench baseline', description: 'A trivial dynamic page.' };
export default function RootLayout({ children }) {
  return (
    <html lang="es">
      <body>{children}</body>
    </html>
  );
}
