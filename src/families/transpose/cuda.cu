// Matrix transpose on the GPU: the classic transpose ladder (the copy bounds, naive row/column,
// unrolled, diagonal block order, shared-memory tile, padding, two tiles per block, dynamic
// shared memory) and `best`, the production path behind cup_transpose.
//
// Every kernel moves opaque elements (one instantiation per element size) and is correct for
// any shape: blocks at the right and bottom edges check both bounds, and no barrier sits
// inside a bounds check (the classic smem kernels call __syncthreads inside one). Grids are
// one-dimensional over tiles, so a tall matrix never meets gridDim.y's 65535 limit.
#include "backend/cuda/common.cuh"
#include "families/transpose/transpose.h"
#include "families/transpose/tuning.h"

#include <cublas_api.h> // types only: cuBLAS is opened at run time, never linked

#include <algorithm>
#include <climits>
#include <cstring>
#include <dlfcn.h>
#include <mutex>
#include <type_traits>

// Block shapes the ladder accepts (--block WxH); the first is the default.
static const int ladder_shapes[][2] = {{32, 8},  {32, 16}, {32, 32}, {16, 16}, {16, 32},
                                       {8, 32},  {64, 8},  {64, 16}, {0, 0}};

// Tile (tx, ty) of this block in row-major order over an ntx x nty grid of tiles, or in the
// classic diagonal order, generalised to rectangles: ty = b mod nty, tx = (b div nty + ty) mod
// ntx, a bijection, so every tile is still visited once.
__device__ __forceinline__ void tile_of(size_t ntx, size_t nty, bool diagonal, size_t &tx, size_t &ty)
{
    const size_t b = blockIdx.x;
    if (diagonal) {
        ty = b % nty;
        tx = (b / nty + ty) % ntx;
    } else {
        tx = b % ntx;
        ty = b / ntx;
    }
}

// ---- ladder kernels ----------------------------------------------------------------------------
// Grid: one block per tile of blockDim.x*K by blockDim.y elements. In "-row" variants x runs
// along the input's rows (columns c); in "-col" variants x runs down its columns (rows r).

// Row and column copies: the bounds of the ladder. Same accesses as a transpose's read
// side, but the write is a plain copy (out as a rows x cols matrix with leading dimension
// cols): row order reads and writes coalesced, column order neither.
template <class T, bool ALONG_ROW>
static __global__ void transpose_copy(const T *__restrict__ in, size_t ld_in, T *__restrict__ out, size_t ld_out,
                                      size_t rows, size_t cols, size_t ntx, size_t nty)
{
    (void)ld_out;
    size_t tx, ty;
    tile_of(ntx, nty, false, tx, ty);
    const size_t a = tx * blockDim.x + threadIdx.x, b = ty * blockDim.y + threadIdx.y;
    const size_t r = ALONG_ROW ? b : a, c = ALONG_ROW ? a : b;
    if (r < rows && c < cols) out[r * cols + c] = in[r * ld_in + c];
}

// The naive transposes, by rows (read rows, write columns) and by columns (read columns, write
// rows); K = 4 unrolls to four elements blockDim.x apart per thread, and DIAG is the diagonal
// block order meant to spread requests over the DRAM partitions.
template <class T, bool ALONG_ROW, int K, bool DIAG>
static __global__ void transpose_naive(const T *__restrict__ in, size_t ld_in, T *__restrict__ out, size_t ld_out,
                                       size_t rows, size_t cols, size_t ntx, size_t nty)
{
    size_t tx, ty;
    tile_of(ntx, nty, DIAG, tx, ty);
    const size_t b = ty * blockDim.y + threadIdx.y;
#pragma unroll
    for (int k = 0; k < K; k++) {
        const size_t a = (tx * K + k) * blockDim.x + threadIdx.x;
        const size_t r = ALONG_ROW ? b : a, c = ALONG_ROW ? a : b;
        if (r < rows && c < cols) out[c * ld_out + r] = in[r * ld_in + c];
    }
}

// Padding that moves each tile row to another bank: one element, or one 4-byte word for
// elements smaller than a word.
template <class T> __host__ __device__ constexpr int pad_of() { return sizeof(T) >= 4 ? 1 : 4 / (int)sizeof(T); }

// The shared-memory tile (PADDED = false), the padded tile (PADDED) and the padded tile
// unrolled (U = 2 tiles side by side per block): rows of the input tile are read coalesced into
// shared memory, and each thread's index is remapped (irow, icol) so that consecutive threads
// write consecutive elements of an output row, reading the tile down a column. Without padding
// that column read hits one bank per element row.
template <class T, int BX, int BY, bool PADDED, int U>
static __global__ void __launch_bounds__(BX *BY)
    transpose_smem(const T *__restrict__ in, size_t ld_in, T *__restrict__ out, size_t ld_out, size_t rows,
                   size_t cols, size_t ntx, size_t nty)
{
    constexpr int PITCH = U * BX + (PADDED ? pad_of<T>() : 0);
    __shared__ T tile[BY][PITCH];
    size_t tx, ty;
    tile_of(ntx, nty, false, tx, ty);
    const size_t c0 = tx * BX * U, r0 = ty * BY;
#pragma unroll
    for (int u = 0; u < U; u++) {
        const size_t r = r0 + threadIdx.y, c = c0 + u * BX + threadIdx.x;
        if (r < rows && c < cols) tile[threadIdx.y][u * BX + threadIdx.x] = in[r * ld_in + c];
    }
    __syncthreads();
    const unsigned bidx = threadIdx.y * BX + threadIdx.x, irow = bidx / BY, icol = bidx % BY;
#pragma unroll
    for (int u = 0; u < U; u++) {
        const size_t orow = c0 + u * BX + irow, ocol = r0 + icol; // out[orow][ocol] = in[ocol][orow]
        if (orow < cols && ocol < rows) out[orow * ld_out + ocol] = tile[icol][u * BX + irow];
    }
}

// The padded tile in dynamic shared memory (smem-banks' set-row-read-col-dyn-pad applied to
// the transpose), sized at launch, so any block shape works without a template instance.
template <class T>
static __global__ void transpose_smem_dyn(const T *__restrict__ in, size_t ld_in, T *__restrict__ out, size_t ld_out,
                                          size_t rows, size_t cols, size_t ntx, size_t nty)
{
    T *tile = shared_as<T>();
    const unsigned pitch = blockDim.x + pad_of<T>();
    size_t tx, ty;
    tile_of(ntx, nty, false, tx, ty);
    const size_t c0 = tx * blockDim.x, r0 = ty * blockDim.y;
    const size_t r = r0 + threadIdx.y, c = c0 + threadIdx.x;
    if (r < rows && c < cols) tile[threadIdx.y * pitch + threadIdx.x] = in[r * ld_in + c];
    __syncthreads();
    const unsigned bidx = threadIdx.y * blockDim.x + threadIdx.x, irow = bidx / blockDim.y, icol = bidx % blockDim.y;
    const size_t orow = c0 + irow, ocol = r0 + icol;
    if (orow < cols && ocol < rows) out[orow * ld_out + ocol] = tile[icol * pitch + irow];
}

// ---- best ------------------------------------------------------------------------------------------

constexpr int BEST_WARPS = 4;
// Tile geometry of best: TR rows by TC columns with TC * S >= 128 bytes, so that every
// element size moves 8 or more 16-byte vectors per lane in each phase. 4-byte elements take
// 64 rows, so each output row segment is 256 bytes as it is for 8-byte ones. The row pitch
// adds one element (one word below 4 bytes) and rows 32..63 start 2 words further on; both
// keep every access pattern below free of bank conflicts.
template <class T, bool TALL> struct BestTile {
    static constexpr int S = sizeof(T), E = 16 / S;
    static constexpr int TR = TALL && S == 4 ? 64 : 32;    // tile rows (= output columns)
    static constexpr int TC = S >= 4 ? 32 : 128 / S;       // tile columns (= output rows)
    static constexpr int VPR_IN = TC * S / 16;             // vectors per input tile row
    static constexpr int VPR_OUT = TR * S / 16;            // vectors per output row segment
    static constexpr int P = TC * S + (S >= 4 ? S : 4);    // shared-memory row pitch, bytes
    static constexpr int HALO = S >= 4 && S < 16 ? E - 1 : 0; // rows above the tile a realigned output reads
    static constexpr int BYTES = (TR + HALO) * P + 16;     // one warp's tile and halo, with the shift
    static __device__ __forceinline__ unsigned offset(unsigned r, unsigned c)
    {
        return r * P + (r >= 32 ? 8 : 0) + c * S;
    }
};

// y >= 0 where the index type I can be negative (a shifted grid, below); unsigned: always.
template <class I> __device__ __forceinline__ bool nonneg(I y)
{
    if constexpr (std::is_signed_v<I>) return y >= 0;
    else return true;
}

// How one side's rows meet 16-byte vectors: element by element (a tile at the matrix's edge, or
// rows below 4-byte elements that no vector path realigns on the way out); aligned (ld a
// multiple of 16 bytes: the shifted grid puts every whole tile on the boundary); or each row at
// its own offset (any other ld), realigned inside the warp.
enum RowsVec : int { ROWS_ELEMENTS = 0, ROWS_ALIGNED = 1, ROWS_REALIGN = 2 };

// Words 4 - ws .. 7 - ws of the 32 bytes b ++ w: the 16-byte vector that starts ws words before w.
// Selects, not a switch: lanes of one instruction hold rows with different ws, and a switch
// compiled to branches ran them one after another (f32 16387x8192: 4x the instructions per
// byte of the aligned kernel, Nsight Compute).
__device__ __forceinline__ uint4 window(uint4 b, uint4 w, unsigned ws)
{
    const bool two = ws & 2, one = ws & 1;
    const unsigned u0 = two ? b.y : b.w, u1 = two ? b.z : w.x, u2 = two ? b.w : w.y, u3 = two ? w.x : w.z,
                   u4 = two ? w.y : w.w;
    return one ? make_uint4(u0, u1, u2, u3) : make_uint4(u1, u2, u3, u4);
}

// One warp's tile at (r0, c0), which may start above or left of the matrix when I is signed (the
// grid is shifted to align it: see transpose_best); vin / vout: RowsVec of this tile's input and
// output rows (ROWS_ELEMENTS unless the tile is whole; ROWS_REALIGN input also needs the vectors
// around its rows' ends inside the matrix). RE: bit 0, input rows may be realigned; bit 1, output
// rows: the kernels without them keep their registers (f32: 72 against 104, 7 blocks to an SM
// against 4).
template <class T, bool TALL, int RE, class I>
__device__ __forceinline__ void transpose_tile(const T *__restrict__ in, size_t ld_in, T *__restrict__ out,
                                               size_t ld_out, I rows, I cols, I r0, I c0, int vin, int vout,
                                               bool halo, bool next_halo, unsigned char *tile, unsigned lane)
{
    using G = BestTile<T, TALL>;
    constexpr int S = G::S, E = G::E, TR = G::TR, TC = G::TC;
    // elements per lane in flight on the element path: 128 bytes, but 16 below 4 bytes, where
    // more would raise the register count of the whole kernel (measured: spills, slower)
    constexpr int CHUNK = S >= 4 ? 128 / S : 16;
    // A realigned input row is shifted by whole words into shared memory; below 4-byte elements
    // the rest of its offset, (im0 + r * idm) % 4 bytes, stays there and at() skips it.
    unsigned im0 = 0, idm = 0;
    auto at = [&](unsigned r, unsigned c) -> T & {
        const unsigned skip = S < 4 ? (im0 + r * idm) & 3 : 0;
        return *reinterpret_cast<T *>(tile + G::offset(r, c) + skip);
    };

    if (vin == ROWS_ALIGNED) { // lanes along input rows: each instruction reads 32 / VPR_IN whole row segments
        constexpr int PER = TR * G::VPR_IN / 32, STEP = PER < 8 ? PER : 8; // vectors per lane
#pragma unroll
        for (int i0 = 0; i0 < PER; i0 += STEP) {
            uint4 v[STEP];
#pragma unroll
            for (int i = 0; i < STEP; i++) {
                const unsigned vi = (i0 + i) * 32 + lane, r = vi / G::VPR_IN, q = vi % G::VPR_IN;
                v[i] = __ldg(reinterpret_cast<const uint4 *>(in + (r0 + r) * ld_in + c0) + q);
            }
#pragma unroll
            for (int i = 0; i < STEP; i++) {
                const unsigned vi = (i0 + i) * 32 + lane, r = vi / G::VPR_IN, q = vi % G::VPR_IN;
                unsigned *dst = reinterpret_cast<unsigned *>(tile + G::offset(r, 0) + q * 16);
                dst[0] = v[i].x, dst[1] = v[i].y, dst[2] = v[i].z, dst[3] = v[i].w;
            }
        }
    } else if (RE & 1 && vin == ROWS_REALIGN) {
        // Row r starts m bytes past a boundary, so its TC * S bytes span VPR_IN + 1 aligned
        // vectors (VPR_IN when m = 0): NV slots per row, the lanes along them as above. Each
        // word lands m / 4 words to the left of where it was loaded, and the words that fall
        // outside the row are dropped: slot 0 keeps words k >= m / 4 and slot VPR_IN words
        // k < m / 4, so no two lanes of one row meet in a bank.
        constexpr int NV = G::VPR_IN + 1, PER = TR * NV / 32, STEP = PER < 8 ? PER : 8;
        constexpr int NW = TC * S / 4 + (S < 4 ? 1 : 0); // words a row keeps: one more for the byte rest
        const T *row0 = in + (size_t)r0 * ld_in + (size_t)c0;
        const unsigned m0 = (unsigned)(uintptr_t)row0 & 15, dm = (unsigned)(ld_in * S) & 15;
        if constexpr (S < 4) im0 = m0 & 3, idm = dm & 3;
#pragma unroll
        for (int i0 = 0; i0 < PER; i0 += STEP) {
            uint4 v[STEP];
#pragma unroll
            for (int i = 0; i < STEP; i++) {
                const unsigned vi = (i0 + i) * 32 + lane, r = vi / NV, q = vi % NV;
                const auto *p = reinterpret_cast<const unsigned char *>(row0 + r * ld_in);
                const unsigned m = (unsigned)(uintptr_t)p & 15;
                if (i0 + i < PER && (q < G::VPR_IN || m)) v[i] = __ldg(reinterpret_cast<const uint4 *>(p - m) + q);
            }
#pragma unroll
            for (int i = 0; i < STEP; i++) {
                const unsigned vi = (i0 + i) * 32 + lane, r = vi / NV, q = vi % NV;
                const unsigned m = (m0 + r * dm) & 15; // as above, in 32 bits
                if (i0 + i < PER && (q < G::VPR_IN || m)) {
                    unsigned *dst = reinterpret_cast<unsigned *>(tile + G::offset(r, 0));
                    const unsigned w[4] = {v[i].x, v[i].y, v[i].z, v[i].w};
                    const unsigned pos0 = 4 * q - m / 4; // wraps below 0: dropped as >= NW
#pragma unroll
                    for (int k = 0; k < 4; k++)
                        if (pos0 + k < (unsigned)NW) dst[pos0 + k] = w[k];
                }
            }
        }
    } else { // lane = column, one element per row: still one contiguous run per instruction
#pragma unroll
        for (int cc = 0; cc < TC; cc += 32) {
            const I c = c0 + cc + lane;
            const bool col_ok = nonneg(c) && c < cols;
#pragma unroll
            for (int r1 = 0; r1 < TR; r1 += CHUNK) {
                T v[CHUNK];
#pragma unroll
                for (int r = 0; r < CHUNK; r++) {
                    const I y = r0 + r1 + r;
                    if (col_ok && nonneg(y) && y < rows) v[r] = in[(size_t)y * ld_in + (size_t)c];
                }
#pragma unroll
                for (int r = 0; r < CHUNK; r++) {
                    const I y = r0 + r1 + r;
                    if (col_ok && nonneg(y) && y < rows) at(r1 + r, cc + lane) = v[r];
                }
            }
        }
    }
    if constexpr (G::HALO > 0 && (RE & 2)) {
        // The halo: input rows r0 - HALO .. r0 - 1 (tile columns = lanes), kept in rows TR .. of
        // the tile, nearest first; the realigned output below needs their elements in front.
        if (vout == ROWS_REALIGN && halo) {
#pragma unroll
            for (int k = 1; k <= G::HALO; k++) at(TR + k - 1, lane) = in[(size_t)(r0 - k) * ld_in + (size_t)c0 + lane];
        }
    }
    __syncwarp();
    if (vout != ROWS_ELEMENTS) {
        // VPR_OUT lanes share an output row, so one instruction writes 32 / VPR_OUT whole row
        // segments (f32: 4 rows x 128 bytes; bytes: 16 rows x 32 bytes): full sectors, never
        // halves. Lane (q, jj) gathers tile column j's elements q*E .. q*E + E - 1.
        constexpr int ROWS = 32 / G::VPR_OUT;
        const unsigned q = lane % G::VPR_OUT, jj = lane / G::VPR_OUT;
        // the lane with the vector before this lane's in the same output row (q = 0: the last)
        const unsigned before = jj * G::VPR_OUT + (q + G::VPR_OUT - 1) % G::VPR_OUT;
#pragma unroll
        for (int j0 = 0; j0 < TC; j0 += ROWS) {
            const unsigned j = j0 + jj;
            T x[E];
#pragma unroll
            for (int e = 0; e < E; e++) x[e] = at(q * E + e, j);
            uint4 w;
            memcpy(&w, x, 16);
            T *seg = out + (size_t)(c0 + j) * ld_out + (size_t)r0;
            bool stored = false;
            if constexpr (S >= 4 && (RE & 2)) {
                if (vout == ROWS_REALIGN) {
                    // The segment starts mo bytes past a boundary: lane q writes the aligned
                    // vector q, its own elements moved mo bytes on and the previous lane's last
                    // ones in front. The vector across the segment's start takes the halo's last
                    // elements in front (halo); the one across its end is left to the next tile
                    // (next_halo). Where there is no such tile, lane 0 holds those partial ends,
                    // head (bytes >= mo) and tail (bytes < mo, TR * S further on), and writes
                    // them element by element: the first and last whole tile rows alone.
                    uint4 bw, b;
                    bw.x = __shfl_sync(~0u, w.x, before), bw.y = __shfl_sync(~0u, w.y, before);
                    bw.z = __shfl_sync(~0u, w.z, before), bw.w = __shfl_sync(~0u, w.w, before);
                    const unsigned mo = (unsigned)(uintptr_t)seg & 15;
                    unsigned char *a = reinterpret_cast<unsigned char *>(seg) - mo;
                    b = bw;
                    if (halo && q == 0) { // the halo's vector: element E - k is input row r0 - k
                        T hx[E] = {};
#pragma unroll
                        for (int k = 1; k <= G::HALO; k++) hx[E - k] = at(TR + k - 1, j);
                        memcpy(&b, hx, 16);
                    }
                    if (q || !mo || halo) reinterpret_cast<uint4 *>(a)[q] = window(b, w, mo / 4);
                    if (!q && mo && !(halo && next_halo)) { // the first and last whole tile rows
                        const uint4 t = window(bw, w, mo / 4);
                        T y[E];
                        memcpy(y, &t, 16);
#pragma unroll
                        for (int e = 0; e < E; e++) {
                            const bool tail = e * S < (int)mo;
                            if (tail ? !next_halo : !halo) *reinterpret_cast<T *>(a + e * S + (tail ? TR * S : 0)) = y[e];
                        }
                    }
                    stored = true;
                }
            }
            if (!stored) reinterpret_cast<uint4 *>(seg)[q] = w;
        }
    } else { // lane = output column: one contiguous run per output row
#pragma unroll
        for (int h = 0; h < TR; h += 32) {
            const I y = r0 + h + lane;
            if (nonneg(y) && y < rows) {
#pragma unroll 8
                for (int j = 0; j < TC; j++)
                    if (nonneg(c0 + j) && c0 + j < cols) out[(size_t)(c0 + j) * ld_out + (size_t)y] = at(h + lane, j);
            }
        }
    }
}

// Grid: each warp transposes one tile on its own (tile t of the row-major tile grid), four
// warps to a block; only __syncwarp separates its two phases, and no access pattern above has
// a bank conflict beyond what its width costs anyway. MINB bounds registers so that enough
// warps stay resident to keep HBM busy. Where a side's ld is a multiple of 16 bytes
// (ROWS_ALIGNED), the grid starts shift_r rows above and shift_c columns left of the matrix, the
// elements by which out and in start past a 16-byte boundary: every whole tile then has 16-byte
// aligned rows on that side for a sub-matrix that starts anywhere. Without a shift (SHIFT false)
// the indices stay unsigned, the kernel as it was before the shift: with signed indices
// everywhere f32 8192x16387 ran at 2397 GB/s against 2539 (bench/results/h100/
// 2026-11-23-3660da7.json against -bc304d3.json). Other ld take ROWS_REALIGN.
template <class T, int MINB, bool TALL, bool SHIFT, int RE>
static __global__ void __launch_bounds__(32 * BEST_WARPS, MINB)
    transpose_best(const T *__restrict__ in, size_t ld_in, T *__restrict__ out, size_t ld_out, size_t rows,
                   size_t cols, size_t ntx, size_t tiles, int shift_r, int shift_c, int in_rows, int out_rows)
{
    extern __shared__ __align__(16) unsigned char cup_smem_raw[];
    const unsigned warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    const size_t t = (size_t)blockIdx.x * BEST_WARPS + warp;
    using G = BestTile<T, TALL>;
    using I = std::conditional_t<SHIFT, long long, size_t>;
    if (t < tiles) { // warp-uniform: the last block may have warps without a tile
        const I r0 = (I)(t / ntx * G::TR) - (I)(SHIFT ? shift_r : 0), c0 = (I)(t % ntx * G::TC) - (I)(SHIFT ? shift_c : 0);
        const bool whole = nonneg(r0) && nonneg(c0) && r0 + G::TR <= (I)rows && c0 + G::TC <= (I)cols;
        // realigned input reads up to E - 1 elements either side of the tile's columns
        const bool around = c0 + 1 >= (I)G::E && c0 + G::TC + G::E - 1 <= (I)cols;
        const int vin = !whole || (in_rows == ROWS_REALIGN && !around) ? ROWS_ELEMENTS : in_rows;
        // realigned output: whole tiles below the first tile row read a halo, so the tile above
        // leaves its last elements of each output row to them
        const bool halo = whole && r0 >= (I)G::TR;
        const bool next_halo = nonneg(r0) && nonneg(c0) && c0 + G::TC <= (I)cols && r0 + 2 * G::TR <= (I)rows;
        transpose_tile<T, TALL, RE, I>(in, ld_in, out, ld_out, (I)rows, (I)cols, r0, c0, vin,
                                       whole ? out_rows : ROWS_ELEMENTS, halo, next_halo, cup_smem_raw + warp * G::BYTES,
                                       lane);
    }
}

// ---- launchers -------------------------------------------------------------------------------------

template <class T> using kernel2d = void (*)(const T *, size_t, T *, size_t, size_t, size_t, size_t, size_t);


// One launcher for the ladder: tiles of bx*K x by elements (x along rows or columns), a 1-D grid
// over them.
template <class T>
static cup_status launch_ladder(cup_handle_t h, const cup_transpose_args *a, kernel2d<T> kernel, bool along_row, int k,
                                size_t smem, bool shared)
{
    // cup_set_smem_carveout: the attribute is the kernel's, process-wide, so it is set on every
    // launch, to this handle's value (-1 restores the driver's choice)
    if (shared)
        CUP_CUDA_TRY(h, cudaFuncSetAttribute((const void *)kernel, cudaFuncAttributePreferredSharedMemoryCarveout,
                                             h->smem_carveout));
    const size_t xs = along_row ? a->cols : a->rows, ys = along_row ? a->rows : a->cols;
    const size_t ntx = cup_ceil_div(xs, (size_t)a->bx * k), nty = cup_ceil_div(ys, (size_t)a->by);
    if (ntx * nty > (size_t)INT_MAX)
        return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "a %zu x %zu matrix needs %zu blocks of %dx%d, over the grid limit",
                        a->rows, a->cols, ntx * nty, a->bx, a->by);
    kernel<<<(unsigned)(ntx * nty), dim3(a->bx, a->by), smem, cuda_stream(h)>>>(
        (const T *)a->in, a->ld_in, (T *)a->out, a->ld_out, a->rows, a->cols, ntx, nty);
    CUP_CUDA_LAUNCHED(h);
    return CUP_STATUS_SUCCESS;
}

// The static-shared-memory kernels exist for each accepted shape.
template <class T, bool PADDED, int U> static kernel2d<T> smem_kernel(int bx, int by)
{
#define SHAPE(X, Y)                                                                                         \
    if (bx == X && by == Y) return transpose_smem<T, X, Y, PADDED, U>;
    SHAPE(32, 8) SHAPE(32, 16) SHAPE(32, 32) SHAPE(16, 16) SHAPE(16, 32) SHAPE(8, 32) SHAPE(64, 8) SHAPE(64, 16)
#undef SHAPE
    return nullptr;
}

// Each ladder step as a type: x along rows?, elements per thread in x, the kernel, and its
// dynamic shared memory.
#define LADDER_STEP(Name, AlongRow, K, SmemElems, Shared, ...)                                             \
    struct Name {                                                                                          \
        static constexpr bool along_row = AlongRow, shared = Shared;                                       \
        static constexpr int k = K;                                                                        \
        template <class T> static kernel2d<T> kernel(int bx, int by)                                       \
        {                                                                                                  \
            (void)bx, (void)by;                                                                            \
            return __VA_ARGS__;                                                                            \
        }                                                                                                  \
        template <class T> static size_t smem(int bx, int by)                                              \
        {                                                                                                  \
            (void)bx, (void)by;                                                                            \
            return (size_t)(SmemElems) * sizeof(T);                                                        \
        }                                                                                                  \
    };
LADDER_STEP(CopyRow, true, 1, 0, false, transpose_copy<T, true>)
LADDER_STEP(CopyCol, false, 1, 0, false, transpose_copy<T, false>)
LADDER_STEP(NaiveRow, true, 1, 0, false, transpose_naive<T, true, 1, false>)
LADDER_STEP(NaiveCol, false, 1, 0, false, transpose_naive<T, false, 1, false>)
LADDER_STEP(Unroll4Row, true, 4, 0, false, transpose_naive<T, true, 4, false>)
LADDER_STEP(Unroll4Col, false, 4, 0, false, transpose_naive<T, false, 4, false>)
LADDER_STEP(DiagonalRow, true, 1, 0, false, transpose_naive<T, true, 1, true>)
LADDER_STEP(DiagonalCol, false, 1, 0, false, transpose_naive<T, false, 1, true>)
LADDER_STEP(Smem, true, 1, 0, true, smem_kernel<T, false, 1>(bx, by))
LADDER_STEP(SmemPad, true, 1, 0, true, smem_kernel<T, true, 1>(bx, by))
LADDER_STEP(SmemUnrollPad, true, 2, 0, true, smem_kernel<T, true, 2>(bx, by))
LADDER_STEP(SmemDynPad, true, 1, (bx + pad_of<T>()) * by, true, transpose_smem_dyn<T>)
#undef LADDER_STEP

template <class Step> static cup_status run_step(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_transpose_args *)args;
    return cup_dispatch_size(a->esize, [&](auto tag) -> cup_status {
        using T = typename decltype(tag)::type;
        kernel2d<T> kernel = Step::template kernel<T>(a->bx, a->by);
        if (!kernel) return cup_fail(h, CUP_STATUS_INTERNAL_ERROR, "no kernel for block %dx%d", a->bx, a->by);
        return launch_ladder<T>(h, a, kernel, Step::along_row, Step::k, Step::template smem<T>(a->bx, a->by),
                                Step::shared);
    });
}

// The kernel for one case: SHIFT where an aligned side starts past a boundary, RE where a side
// is realigned (never both sides together with a shift, nor output rows below 4 bytes).
template <class T, int MINB, bool TALL> static auto best_kernel(bool shift, int re)
{
    constexpr bool out_re = sizeof(T) >= 4 && sizeof(T) < 16, in_re = sizeof(T) < 16; // 16 bytes: always aligned
    if constexpr (out_re) {
        if (re == 3) return transpose_best<T, MINB, TALL, false, 3>;
        if (re == 2) return shift ? transpose_best<T, MINB, TALL, true, 2> : transpose_best<T, MINB, TALL, false, 2>;
    }
    if constexpr (in_re) {
        if (re == 1) return shift ? transpose_best<T, MINB, TALL, true, 1> : transpose_best<T, MINB, TALL, false, 1>;
    }
    return shift ? transpose_best<T, MINB, TALL, true, 0> : transpose_best<T, MINB, TALL, false, 0>;
}

template <int MINB, bool TALL> static cup_status run_best_t(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_transpose_args *)args;
    return cup_dispatch_size(a->esize, [&](auto tag) -> cup_status {
        using T = typename decltype(tag)::type;
        if constexpr (TALL && sizeof(T) != 4) { // the tall tile is for 4-byte elements alone
            return cup_fail(h, CUP_STATUS_INTERNAL_ERROR, "no tall tile for %zu-byte elements", sizeof(T));
        } else {
            using G = BestTile<T, TALL>;
            // RowsVec of each side; the lead: elements before the 16-byte boundary, which the grid's
            // shift aligns where the rows are. Output rows below 4-byte elements are not realigned.
            const auto rows_vec = [](const void *p, size_t ld, bool realign) {
                if ((uintptr_t)p % sizeof(T)) return (int)ROWS_ELEMENTS;
                return ld * sizeof(T) % 16 == 0 ? (int)ROWS_ALIGNED : realign ? (int)ROWS_REALIGN : (int)ROWS_ELEMENTS;
            };
            const auto lead = [](const void *p) { return (int)((uintptr_t)p % 16 / sizeof(T)); };
            const int in_rows = rows_vec(a->in, a->ld_in, true), out_rows = rows_vec(a->out, a->ld_out, sizeof(T) >= 4);
            const int shift_r = out_rows == ROWS_ALIGNED ? lead(a->out) : 0;
            const int shift_c = in_rows == ROWS_ALIGNED ? lead(a->in) : 0;
            const size_t ntx = cup_ceil_div(a->cols + shift_c, G::TC), tiles = ntx * cup_ceil_div(a->rows + shift_r, G::TR);
            const size_t blocks = cup_ceil_div(tiles, BEST_WARPS);
            if (blocks > (size_t)INT_MAX)
                return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "a %zu x %zu matrix has too many tiles", a->rows, a->cols);
            const int smem = BEST_WARPS * G::BYTES;
            const auto kernel = best_kernel<T, MINB, TALL>(shift_r || shift_c, (in_rows == ROWS_REALIGN ? 1 : 0) |
                                                                                   (out_rows == ROWS_REALIGN ? 2 : 0));
            if (smem > 48 * 1024) // 16-byte elements: past the default limit, opt in
                CUP_CUDA_TRY(h, cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
            kernel<<<(unsigned)blocks, 32 * BEST_WARPS, smem, cuda_stream(h)>>>((const T *)a->in, a->ld_in, (T *)a->out,
                                                                               a->ld_out, a->rows, a->cols, ntx, tiles,
                                                                               shift_r, shift_c, in_rows, out_rows);
            CUP_CUDA_LAUNCHED(h);
            return CUP_STATUS_SUCCESS;
        }
    });
}

// The 64-row f32 tile or the 32-row one, per call (tuning.h has the measurements).
static cup_status run_best(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_transpose_args *)args;
    // One row into a dense column, or a dense column into one row: the transpose is a copy of
    // contiguous bytes, which the copy engine path does at the copy ceiling (a tile kernel would
    // use 1/32 of each tile and run far below it)
    if ((a->rows == 1 && a->ld_out == 1) || (a->cols == 1 && a->ld_in == 1)) {
        CUP_CUDA_TRY(h, cudaMemcpyAsync(a->out, a->in, a->rows * a->cols * a->esize, cudaMemcpyDeviceToDevice,
                                        cuda_stream(h)));
        return CUP_STATUS_SUCCESS;
    }
    // tuning.h: which f32 cases take the 64-row tile, by how each side's rows meet vectors
    const bool aligned_in = a->ld_in * a->esize % 16 == 0, aligned_out = a->ld_out * a->esize % 16 == 0;
    const bool tall = a->esize == 4 && (aligned_in ? CUP_TRANSPOSE_BEST_TALL_ALIGNED_IN
                                                   : aligned_out ? CUP_TRANSPOSE_BEST_TALL_REALIGNED_IN
                                                                 : CUP_TRANSPOSE_BEST_TALL_REALIGNED_BOTH);
    return tall ? run_best_t<4, true>(h, a) : run_best_t<4, false>(h, a);
}

// ---- the cuBLAS reference row -----------------------------------------------------------------------
// cublas<S|D>geam with op(A) = A^T: a row-major rows x cols matrix is a column-major cols x rows
// one, so C (column-major rows x cols, ldc = ld_out) = A^T is exactly out. cuBLAS is opened at
// run time, so the library carries no dependency for a benchmark row.

namespace {
struct Cublas {
    void *lib = nullptr;
    cublasStatus_t (*create)(cublasHandle_t *) = nullptr;
    cublasStatus_t (*destroy)(cublasHandle_t) = nullptr;
    cublasStatus_t (*set_stream)(cublasHandle_t, cudaStream_t) = nullptr;
    cublasStatus_t (*sgeam)(cublasHandle_t, cublasOperation_t, cublasOperation_t, int64_t, int64_t, const float *,
                            const float *, int64_t, const float *, const float *, int64_t, float *, int64_t) = nullptr;
    cublasStatus_t (*dgeam)(cublasHandle_t, cublasOperation_t, cublasOperation_t, int64_t, int64_t, const double *,
                            const double *, int64_t, const double *, const double *, int64_t, double *, int64_t) = nullptr;
};

const Cublas *cublas_lib()
{
    static Cublas c;
    static std::once_flag once;
    std::call_once(once, [] {
#define CUP_XSTR(x) #x
#define CUP_STR(x) CUP_XSTR(x)
        c.lib = dlopen("libcublas.so." CUP_STR(CUBLAS_VER_MAJOR), RTLD_NOW | RTLD_LOCAL);
        if (!c.lib) return;
        c.create = (decltype(c.create))dlsym(c.lib, "cublasCreate_v2");
        c.destroy = (decltype(c.destroy))dlsym(c.lib, "cublasDestroy_v2");
        c.set_stream = (decltype(c.set_stream))dlsym(c.lib, "cublasSetStream_v2");
        c.sgeam = (decltype(c.sgeam))dlsym(c.lib, "cublasSgeam_64");
        c.dgeam = (decltype(c.dgeam))dlsym(c.lib, "cublasDgeam_64");
    });
    return c.create && c.destroy && c.set_stream && c.sgeam && c.dgeam ? &c : nullptr;
}
} // namespace

void cup_cuda_release_cublas(cup_handle_t h)
{
    cup_cuda_state *st = cuda_state(h);
    if (st->cublas && cublas_lib()) cublas_lib()->destroy((cublasHandle_t)st->cublas);
    st->cublas = nullptr;
}

static cup_status run_cublas(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_transpose_args *)args;
    const Cublas *c = cublas_lib();
    if (!c) return cup_fail(h, CUP_STATUS_NOT_SUPPORTED, "cuBLAS (libcublas.so.%d) could not be opened", CUBLAS_VER_MAJOR);
    cup_cuda_state *st = cuda_state(h);
    cublasStatus_t s = CUBLAS_STATUS_SUCCESS;
    if (!st->cublas) {
        cublasHandle_t handle = nullptr;
        s = c->create(&handle);
        st->cublas = handle;
    }
    if (s == CUBLAS_STATUS_SUCCESS) s = c->set_stream((cublasHandle_t)st->cublas, cuda_stream(h));
    const int64_t m = (int64_t)a->rows, n = (int64_t)a->cols, lda = (int64_t)a->ld_in, ldc = (int64_t)a->ld_out;
    if (s == CUBLAS_STATUS_SUCCESS && a->dtype == CUP_F32) {
        const float one = 1, zero = 0;
        s = c->sgeam((cublasHandle_t)st->cublas, CUBLAS_OP_T, CUBLAS_OP_N, m, n, &one, (const float *)a->in, lda, &zero,
                     (const float *)a->out, ldc, (float *)a->out, ldc);
    } else if (s == CUBLAS_STATUS_SUCCESS) {
        const double one = 1, zero = 0;
        s = c->dgeam((cublasHandle_t)st->cublas, CUBLAS_OP_T, CUBLAS_OP_N, m, n, &one, (const double *)a->in, lda,
                     &zero, (const double *)a->out, ldc, (double *)a->out, ldc);
    }
    if (s != CUBLAS_STATUS_SUCCESS) return cup_fail(h, CUP_STATUS_EXECUTION_FAILED, "cuBLAS geam failed: status %d", (int)s);
    return CUP_STATUS_SUCCESS;
}

// ---- registry ----------------------------------------------------------------------------------------

#define LADDER(name_, description_, technique_, fn_, bound_)                                                         \
    cup_variant{.info = {.name = name_, .description = description_, .technique = technique_, \
                         .backend = CUP_BACKEND_CUDA, .dtypes = CUP_ALL_DTYPES, .deterministic = 1,                  \
                         .shapes = ladder_shapes, .traits = bound_ ? CUP_TRANSPOSE_COPY_BOUND : 0u},                 \
                .run = fn_}

static const cup_variant variants[] = {
    LADDER("copy-row", "bound: copy, rows read and written coalesced",
           "upper bound of the transpose ladder: a coalesced row copy", run_step<CopyRow>, 1),
    LADDER("copy-col", "bound: copy, threads walk down columns (strided)",
           "lower bound of the transpose ladder: a strided column copy", run_step<CopyCol>, 1),
    LADDER("naive-row", "read rows (coalesced), write columns (strided)",
           "naive transpose: coalesced reads, strided writes", run_step<NaiveRow>, 0),
    LADDER("naive-col", "read columns (strided), write rows (coalesced)",
           "naive transpose: strided reads, coalesced writes", run_step<NaiveCol>, 0),
    LADDER("unroll4-row", "naive-row, four elements per thread blockDim.x apart",
           "unrolling: four elements per thread, naive row order", run_step<Unroll4Row>, 0),
    LADDER("unroll4-col", "naive-col, four elements per thread blockDim.x apart",
           "unrolling: four elements per thread, naive column order", run_step<Unroll4Col>, 0),
    LADDER("diagonal-row", "naive-row with blocks in diagonal order",
           "diagonal block order against DRAM partition camping", run_step<DiagonalRow>, 0),
    LADDER("diagonal-col", "naive-col with blocks in diagonal order",
           "diagonal block order against partition camping, column reads", run_step<DiagonalCol>, 0),
    LADDER("smem", "tile in shared memory, coalesced both ways, column read conflicts",
           "shared-memory tile: coalesced both ways, conflicting column reads", run_step<Smem>, 0),
    LADDER("smem-pad", "shared tile padded against bank conflicts",
           "padded shared-memory tile, the classic fix for bank conflicts", run_step<SmemPad>, 0),
    LADDER("smem-unroll-pad", "two padded tiles per block",
           "unrolled padded tiles: more bytes in flight per thread", run_step<SmemUnrollPad>, 0),
    LADDER("smem-dyn-pad", "padded tile in dynamic shared memory, any block shape",
           "padded tile in dynamic (extern __shared__) shared memory", run_step<SmemDynPad>, 0),
    cup_variant{.info = {.name = "best",
                         .description = "warp per tile, 16-byte loads and stores, whole sectors, conflict-free smem",
                         .technique = "production path of cup_transpose", .backend = CUP_BACKEND_CUDA,
                         .dtypes = CUP_ALL_DTYPES, .deterministic = 1},
                .run = run_best},
    cup_variant{.info = {.name = "cublas",
                         .description = "cublasSgeam/Dgeam with op(A) = transpose, measured beside best",
                         .technique = "vendor reference: cuBLAS geam (cublasSgeam / cublasDgeam)",
                         .backend = CUP_BACKEND_CUDA, .dtypes = CUP_MASK(CUP_F32) | CUP_MASK(CUP_F64),
                         .deterministic = 1, .reference = 1},
                .run = run_cublas},
};
extern "C" const cup_variant_table cup_transpose_cuda = CUP_TABLE(variants);
