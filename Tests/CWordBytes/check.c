// dl_word_bytes64 and dl_word_bytes64_scalar against a byte-by-byte reading, as a C program, so
// that CI runs the arm64 (NEON) code under qemu as well as the x86-64 (SSE2) code natively: every
// byte value at every place of the 64 among random neighbours, then random text near the classes'
// edges. Prints the number of cases and exits 1 on any wrong mask.
#include "CWordBytes.h"
#include <stdio.h>

static uint64_t state = 0x5eed;

static uint8_t random_byte(void) {
  state = state * 6364136223846793005u + 1442695040888963407u;
  return (uint8_t)(state >> 56);
}

static uint64_t expected(const uint8_t *p) {
  uint64_t mask = 0;
  for (int i = 0; i < 64; i++) {
    uint8_t b = p[i];
    int isWord = (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') || (b >= '0' && b <= '9') || b == '_';
    mask |= (uint64_t)isWord << i;
  }
  return mask;
}

int main(void) {
  static const char edges[] = "/09:@AZ[^_`az{\x7f\x80\xff";
  uint8_t bytes[64];
  unsigned long cases = 0, wrong = 0;
  for (int round = 0; round < 256 * 64 + 100000; round++) {
    for (int i = 0; i < 64; i++) bytes[i] = random_byte() & 1 ? random_byte() : (uint8_t)edges[random_byte() % 16];
    if (round < 256 * 64) bytes[round % 64] = (uint8_t)(round / 64);
    uint64_t want = expected(bytes);
    wrong += (dl_word_bytes64(bytes) != want) + (dl_word_bytes64_scalar(bytes) != want);
    cases++;
  }
  printf("%lu cases, %lu wrong masks\n", cases, wrong);
  return wrong != 0;
}
