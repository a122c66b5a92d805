/** Hands `text` to the browser as a file to save, as a link with a download name does. */
export function downloadText(fileName: string, text: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}
