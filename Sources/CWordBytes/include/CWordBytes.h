#ifndef CWORDBYTES_H
#define CWORDBYTES_H
// Which of 64 bytes are ASCII word bytes (letters, digits, '_'), with the vector instructions
// every x86-64 and arm64 processor has (SSE2, NEON). Swift's SIMD types do not reach them: a
// vector compare's mask moved to a general register is one instruction here, a dozen through
// SIMD16<UInt8>, and the skims of `ASCIIWords` ask this of every byte of every file.
#include <stdint.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#elif defined(__ARM_NEON)
#include <arm_neon.h>
#endif

/// Bit i set when byte i of the 64 at p is an ASCII letter, digit or '_', one byte at a time: the
/// answer on other processors, and what the tests hold the vector code to.
static inline uint64_t dl_word_bytes64_scalar(const uint8_t *p) {
  uint64_t mask = 0;
  for (int i = 0; i < 64; i++) {
    uint8_t byte = p[i], lower = byte | 0x20;
    int isWord = (lower >= 'a' && lower <= 'z') || (byte >= '0' && byte <= '9') || byte == '_';
    mask |= (uint64_t)isWord << i;
  }
  return mask;
}

/// Bit i set when byte i of the 64 at p is an ASCII letter, digit or '_'.
static inline uint64_t dl_word_bytes64(const uint8_t *p) {
#if defined(__SSE2__)
  uint64_t mask = 0;
  for (int i = 0; i < 4; i++) {
    __m128i v = _mm_loadu_si128((const __m128i *)(p + 16 * i));
    // `byte - low < count` unsigned, as SSE2's signed comparison: both sides moved down by 128.
    __m128i letter = _mm_cmplt_epi8(
        _mm_sub_epi8(_mm_or_si128(v, _mm_set1_epi8(0x20)), _mm_set1_epi8((char)('a' ^ 0x80))),
        _mm_set1_epi8((char)(26 ^ 0x80)));
    __m128i digit =
        _mm_cmplt_epi8(_mm_sub_epi8(v, _mm_set1_epi8((char)('0' ^ 0x80))), _mm_set1_epi8((char)(10 ^ 0x80)));
    __m128i underscore = _mm_cmpeq_epi8(v, _mm_set1_epi8('_'));
    uint64_t bits = (uint16_t)_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(letter, digit), underscore));
    mask |= bits << (16 * i);
  }
  return mask;
#elif defined(__ARM_NEON)
  const uint8x16_t weights = {1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128};
  uint8x16_t weighted[4];
  for (int i = 0; i < 4; i++) {
    uint8x16_t v = vld1q_u8(p + 16 * i);
    uint8x16_t letter = vcltq_u8(vsubq_u8(vorrq_u8(v, vdupq_n_u8(0x20)), vdupq_n_u8('a')), vdupq_n_u8(26));
    uint8x16_t digit = vcltq_u8(vsubq_u8(v, vdupq_n_u8('0')), vdupq_n_u8(10));
    uint8x16_t underscore = vceqq_u8(v, vdupq_n_u8('_'));
    weighted[i] = vandq_u8(vorrq_u8(vorrq_u8(letter, digit), underscore), weights);
  }
  // NEON has no mask move: pairwise sums of the weighted bytes leave each eight's mask in a byte.
  uint8x16_t sum = vpaddq_u8(vpaddq_u8(weighted[0], weighted[1]), vpaddq_u8(weighted[2], weighted[3]));
  sum = vpaddq_u8(sum, sum);
  return vgetq_lane_u64(vreinterpretq_u64_u8(sum), 0);
#else
  return dl_word_bytes64_scalar(p);
#endif
}
#endif
