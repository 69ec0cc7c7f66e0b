import { describe, expect, it } from 'vitest';
import { plainText } from './inline.js';

describe('plainText', () => {
  it('strips _italic_ and *italic* markers, keeping the words', () => {
    expect(plainText('las cartas tradicionales de _Magic_ nuevas')).toBe('las cartas tradicionales de Magic nuevas');
    expect(plainText('toutes sortes de *pièces* dans la Maison')).toBe('toutes sortes de pièces dans la Maison');
  });

  it('keeps the text of a link and drops its URL', () => {
    expect(plainText('lee [las reglas](https://magic.wizards.com/rules) antes')).toBe('lee las reglas antes');
  });

  it('keeps a scheme-less <www…> autolink as its URL text', () => {
    expect(plainText('contáctanos en <www.wizards.com/customerservice>.')).toBe('contáctanos en www.wizards.com/customerservice.');
    expect(plainText('ver <www.example.com/x>')).toBe('ver www.example.com/x');
  });

  it('keeps HTML markup as literal text (pages escape it)', () => {
    expect(plainText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
    expect(plainText('a <b>bold</b> _c_')).toBe('a <b>bold</b> c');
  });

  it('keeps mana symbols', () => {
    expect(plainText('paga {R}{G/P} y {X}')).toBe('paga {R}{G/P} y {X}');
    expect(plainText('_Sobrecarga_ {3}{U}{U}')).toBe('Sobrecarga {3}{U}{U}');
  });

  it('does not turn a numbered step into a list', () => {
    expect(plainText('1) Lanzas un hechizo con la habilidad de cascada.')).toBe('1) Lanzas un hechizo con la habilidad de cascada.');
  });

  it('keeps lone markers that open no emphasis', () => {
    expect(plainText('a * b * c')).toBe('a * b * c');
    expect(plainText('*a')).toBe('*a');
    expect(plainText('x_y_z')).toBe('x_y_z');
    expect(plainText('*')).toBe('*');
  });

  it('collapses whitespace and trims inside each line, keeping line breaks (numbered steps stay on their lines)', () => {
    expect(plainText('  a   _b_\n c ')).toBe('a b\nc');
  });

  // Lines that look like markdown blocks ("1) ", "- ", "# ") are text: a ruling's numbered steps keep their numbers.
  it('keeps numbered steps of a text that also has markup', () => {
    expect(plainText('Este es el proceso de _cascada_:\n1) Lanzas un hechizo.\n2) Se dispara.')).toBe(
      'Este es el proceso de cascada:\n1) Lanzas un hechizo.\n2) Se dispara.',
    );
  });
  it('keeps a leading "1) " when the text has markup', () => {
    expect(plainText('1) step *x*')).toBe('1) step x');
  });
});
