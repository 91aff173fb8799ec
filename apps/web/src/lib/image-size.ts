export type ImageSize = { width: number; height: number };

// Decodes an image file in the browser and returns its pixel size; rejects when it cannot be decoded.
export const readImageSize = async (file: Blob): Promise<ImageSize> => {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
};

// A data: URL of the file, for a preview that needs no clean-up.
export const readAsDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable file')));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file'));
    reader.readAsDataURL(file);
  });
