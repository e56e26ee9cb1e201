#include <stdio.h>
#include <stdint.h>

static uint32_t table[256];
static uint8_t data[8192];

int main(void) {
    for (uint32_t n = 0; n < 256; n++) {
        uint32_t c = n;
        for (int k = 0; k < 8; k++)
            c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        table[n] = c;
    }
    const char *msg = "The quick brown fox jumps over the lazy dog";
    uint32_t crc = 0xFFFFFFFFu;
    for (int i = 0; msg[i]; i++)
        crc = table[(crc ^ (uint8_t)msg[i]) & 0xFF] ^ (crc >> 8);
    printf("crc32(fox) = %08x\n", crc ^ 0xFFFFFFFFu);
    for (int i = 0; i < 8192; i++)
        data[i] = (uint8_t)(i * 31 + (i >> 3));
    crc = 0xFFFFFFFFu;
    for (int i = 0; i < 8192; i++)
        crc = table[(crc ^ data[i]) & 0xFF] ^ (crc >> 8);
    printf("crc32(data) = %08x\n", crc ^ 0xFFFFFFFFu);
    return 0;
}
