// A pause that lets the server's other requests run: long work on the server's own thread (the embedded
// database's statements, a large file being written) takes it between slices.
export const otherWorkTurn = () => new Promise((resolve) => setImmediate(resolve));
