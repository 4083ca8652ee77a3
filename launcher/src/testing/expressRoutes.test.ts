import express, { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { expressRoutes } from './expressRoutes';

describe('listing the routes of an express router', () => {
  it("lists nested routers' routes with their parameters in braces, and skips plain middleware", () => {
    const inner = Router();
    inner.get('/report-cards/:id/pdf', (_req, res) => res.end());
    inner.post('/commands/:type', (_req, res) => res.end());
    const outer = Router();
    outer.use(express.json());
    outer.get('/health', (_req, res) => res.end());
    outer.use(inner);
    outer.use('/docs', express.static('/nowhere'));
    expect(expressRoutes(outer)).toEqual([
      'GET /health',
      'GET /report-cards/{id}/pdf',
      'POST /commands/{type}',
    ]);
  });

  it('refuses a router mounted under a path, whose routes it cannot place', () => {
    const inner = Router();
    inner.get('/x', (_req, res) => res.end());
    const outer = Router();
    outer.use('/under', inner);
    expect(() => expressRoutes(outer)).toThrow('A router is mounted under a path');
  });
});
