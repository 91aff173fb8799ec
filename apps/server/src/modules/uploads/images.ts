import { imageSize } from 'image-size';
import { LIMITS } from '@claims/shared';
import { DomainError } from '../../domain/domain-error.ts';

const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', svg: 'image/svg+xml' } as const;

// jsdom is loaded with the first SVG logo, not at start: it alone is about 100 MB of a server's resident
// memory (ADR 056), for an upload an admin makes once per school.
async function loadSvgPurifier() {
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
  const window = new JSDOM('').window;
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  // A logo is drawn from itself alone: a link to another document (`<use href="other.svg#x">`, an external
  // `<image>`) or a stylesheet import would make every viewer fetch from wherever the uploader chose.
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if ((data.attrName === 'href' || data.attrName === 'xlink:href') && !data.attrValue.trim().startsWith('#')) data.keepAttr = false;
    // `style` and every presentation attribute that takes a paint or resource (fill, filter, mask, clip-path...)
    if (/@import|url\(\s*['"]?(?!#)/i.test(data.attrValue)) data.keepAttr = false;
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && /@import|url\(\s*['"]?(?!#)/i.test(node.textContent ?? '')) node.parentNode?.removeChild(node);
  });
  return { window, purify };
}
let svgPurifier: ReturnType<typeof loadSvgPurifier> | undefined;

// Keeps only drawing: no script, event handlers, foreignObject or javascript: links. Refuses anything
// whose root is not an <svg> element.
async function sanitizeSvg(data: Buffer): Promise<Buffer> {
  const { window, purify } = await (svgPurifier ??= loadSvgPurifier());
  const parsed = new window.DOMParser().parseFromString(data.toString('utf8'), 'image/svg+xml');
  if (parsed.documentElement.nodeName !== 'svg' || parsed.getElementsByTagName('parsererror').length > 0) {
    throw new DomainError('INVALID_FILE_TYPE', 'invalid');
  }
  const clean = purify.sanitize(parsed.documentElement.outerHTML, { USE_PROFILES: { svg: true, svgFilters: true } });
  if (!clean.trim().startsWith('<svg')) throw new DomainError('INVALID_FILE_TYPE', 'invalid');
  return Buffer.from(clean, 'utf8');
}

function svgStatesSize(data: Buffer) {
  const root = /<svg\b[^>]*>/i.exec(data.toString('utf8'))?.[0] ?? '';
  return /\swidth\s*=/.test(root) && /\sheight\s*=/.test(root);
}

// A logo is judged by its content, never by its name or the type the browser claimed.
export async function inspectLogo(data: Buffer): Promise<{ contentType: string; data: Buffer }> {
  if (data.length > LIMITS.LOGO_MAX_BYTES) throw new DomainError('FILE_TOO_BIG', 'invalid', { max_bytes: LIMITS.LOGO_MAX_BYTES });
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(data);
  } catch {
    throw new DomainError('INVALID_FILE_TYPE', 'invalid');
  }
  const contentType = CONTENT_TYPES[size.type as keyof typeof CONTENT_TYPES];
  if (!contentType) throw new DomainError('INVALID_FILE_TYPE', 'invalid');
  // SVG scales to fit, so its size is checked only where it states one in width and height (image-size
  // also reads a viewBox, whose units are not pixels).
  const stated = size.type === 'svg' ? svgStatesSize(data) : true;
  if (stated && (size.width < LIMITS.LOGO_MIN_WIDTH_PX || size.height < LIMITS.LOGO_MIN_HEIGHT_PX)) {
    throw new DomainError('IMAGE_DIMENSIONS', 'invalid', { min_width: LIMITS.LOGO_MIN_WIDTH_PX, min_height: LIMITS.LOGO_MIN_HEIGHT_PX });
  }
  if (size.type !== 'svg' && (size.width > LIMITS.LOGO_MAX_WIDTH_PX || size.height > LIMITS.LOGO_MAX_HEIGHT_PX)) {
    throw new DomainError('IMAGE_TOO_LARGE', 'invalid', { max_width: LIMITS.LOGO_MAX_WIDTH_PX, max_height: LIMITS.LOGO_MAX_HEIGHT_PX });
  }
  return { contentType, data: size.type === 'svg' ? await sanitizeSvg(data) : data };
}
