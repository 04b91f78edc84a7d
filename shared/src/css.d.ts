// Side-effect CSS imports are bundled by webpack (experiments.css) and stubbed in jest.
declare module '*.css';
