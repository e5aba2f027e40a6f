/**
 * `react` in the script-tag build and the playground (the aliases in vite.config.ts): preact/compat's named
 * exports as they are, and a default export holding only what the third-party components of lazy chunks read
 * from it (`import React from 'react'` in react-hook-form, @stripe/react-stripe-js and react-confetti).
 * preact/compat's own default holds all of compat (Children, memo, portals, Suspense, flushSync…): exported by
 * the main chunk to those chunks, it kept every one of them in the main chunk, ~1.2 KB gzip that no first
 * step runs (docs/performance.md). react-default.test.ts checks the list against those libraries' sources.
 */
import {
  Component,
  createContext,
  createElement,
  createRef,
  Fragment,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'preact/compat';

// preact/compat's types declare `export =` (for CommonJS); the bundler reads its ES module, whose named
// exports these are.
// @ts-expect-error TS2498: a module with `export =` cannot be re-exported with `export *`.
export * from 'preact/compat';

/** React's default export, as far as the lazy chunks' libraries use it. */
export default {
  Component,
  createContext,
  createElement,
  createRef,
  Fragment,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
};
