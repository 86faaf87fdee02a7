/*
 * A stand-in for Windows' bcryptprimitives.dll, for the wine smoke test only
 * (scripts/test-windows.sh builds it into a private WINEPREFIX; it is never
 * shipped). Go 1.22 and later Windows programs call ProcessPrng from that DLL
 * at start; wine 8.0 (Debian 12) lacks the DLL, so every Go program dies with
 * "bcryptprimitives.dll not found". Real Windows 10 and 11 have it.
 * ProcessPrng here asks BCryptGenRandom for the system's preferred RNG.
 */
#include <windows.h>
#include <bcrypt.h>

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len)
{
	while (len > 0) {
		ULONG n = len > 0x40000000 ? 0x40000000 : (ULONG)len;
		if (BCryptGenRandom(NULL, data, n, BCRYPT_USE_SYSTEM_PREFERRED_RNG) != 0)
			return FALSE;
		data += n;
		len -= n;
	}
	return TRUE;
}
