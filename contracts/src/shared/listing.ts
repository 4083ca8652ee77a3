/** The largest page a list endpoint serves; a bigger range is refused, not silently cut. */
export const MAX_PAGE_SIZE = 100;
