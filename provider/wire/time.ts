/** Times as the service writes them. */

/** RFC 3339 at second precision (`2025-01-02T03:04:05Z`), the format of every time on the wire. */
export const rfc3339 = (d: Date): string => `${d.toISOString().slice(0, 19)}Z`;
