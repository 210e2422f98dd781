/* The shared-memory tile patterns of the classic bank-conflict demonstration (square and
 * rectangular tiles), as data: one table read both by the CUDA kernels (cuda.cu), which index
 * their tiles with smem_word() below, and by the bank model (api.c), which replays the same
 * indices warp by warp. So the model cannot describe a different kernel from the one that
 * runs. */
#ifndef CUPRIM_SMEM_BANKS_H
#define CUPRIM_SMEM_BANKS_H

#ifdef __CUDACC__
#define CUP_HD __host__ __device__ __forceinline__
#else
#define CUP_HD static inline
#endif

/* Where thread idx of a bx x by block touches its tile, as a 4-byte word index:
 *   ROW  tile[ty][tx] of a [by][bx + pad] tile           (threads along a row: one bank each)
 *   COL  tile[tx][ty] of a [bx][by + pad] tile           (threads down a column)
 *   TRN  tile[icol][irow] of the [by][bx + pad] tile, irow = idx / by, icol = idx % by: the
 *        transposed read of set-row-read-col (for a square block, tile[tx][ty]) */
enum { SMEM_ROW = 0, SMEM_COL = 1, SMEM_TRN = 2 };

typedef struct smem_pattern {
    const char *name;
    int bx, by;     /* block shape = tile shape */
    int set, read;  /* SMEM_ROW / SMEM_COL / SMEM_TRN */
    int pad;        /* words added to each tile row */
    int dynamic;    /* extern __shared__ tile sized at launch, indexed in 1-D */
} smem_pattern;

CUP_HD unsigned smem_word(int kind, int bx, int by, int pad, unsigned idx)
{
    const unsigned tx = idx % (unsigned)bx, ty = idx / (unsigned)bx;
    if (kind == SMEM_ROW) return ty * (unsigned)(bx + pad) + tx;
    if (kind == SMEM_COL) return tx * (unsigned)(by + pad) + ty;
    return (idx % (unsigned)by) * (unsigned)(bx + pad) + idx / (unsigned)by;
}

/* Words a tile of the pattern occupies. */
CUP_HD unsigned smem_tile_words(int bx, int by, int pad, int set)
{
    return set == SMEM_COL ? (unsigned)(bx * (by + pad)) : (unsigned)(by * (bx + pad));
}

/* Square 32x32 (pad 1: a row of 33 words moves each row one bank on) and the classic rectangle
 * 32x16 (pad 2: irow takes two values per warp, so columns must move two banks per row; pad
 * 1 leaves a 2-way conflict). Order matters: cuda.cu instantiates one kernel per entry.
 * Columns: index, variant name, technique, description, block shape, store and load pattern,
 * pad, dynamic. */
#define CUP_SMEM_PATTERNS(X)                                                                                                                                                           \
    X(0, "set-row-read-row", "row-major store and load: a warp covers all 32 banks", "tile[ty][tx] both ways: a warp covers one row, 32 banks", 32, 32, SMEM_ROW, SMEM_ROW, 0, 0)      \
    X(1, "set-col-read-col", "column-major store and load: a 32-way bank conflict", "tile[tx][ty] both ways: a warp walks down a column, one bank", 32, 32, SMEM_COL, SMEM_COL, 0, 0)  \
    X(2, "set-row-read-col", "row store, column load: the transpose's 32-way conflict", "store rows, load columns: the transpose's read, 32-way", 32, 32, SMEM_ROW, SMEM_TRN, 0, 0)    \
    X(3, "set-row-read-col-pad", "one word of padding per row removes the column conflict", "as set-row-read-col with rows of 33 words", 32, 32, SMEM_ROW, SMEM_TRN, 1, 0)             \
    X(4, "set-row-read-col-dyn", "dynamic shared memory (extern __shared__), 1-D indices", "set-row-read-col in extern __shared__, 1-D indices", 32, 32, SMEM_ROW, SMEM_TRN, 0, 1)     \
    X(5, "set-row-read-col-dyn-pad", "padding in a dynamic shared-memory tile", "set-row-read-col-dyn with rows of 33 words", 32, 32, SMEM_ROW, SMEM_TRN, 1, 1)                        \
    X(6, "rect-set-row-read-row", "rectangular tile, row-major both ways: conflict-free", "32x16 tile, row both ways", 32, 16, SMEM_ROW, SMEM_ROW, 0, 0)                               \
    X(7, "rect-set-col-read-col", "rectangular tile, column-major both ways: 16-way conflict", "32x16 tile stored as [32][16], column both ways", 32, 16, SMEM_COL, SMEM_COL, 0, 0)    \
    X(8, "rect-set-row-read-col", "rectangular tile's transposed read: a 16-way conflict", "32x16 transpose read: 16 words in each of 2 banks", 32, 16, SMEM_ROW, SMEM_TRN, 0, 0)      \
    X(9, "rect-set-row-read-col-pad", "rectangular tile padded by two words: conflict-free", "rect read with rows of 34 words (pad 1 leaves 2-way)", 32, 16, SMEM_ROW, SMEM_TRN, 2, 0) \
    X(10, "rect-set-row-read-col-dyn", "rectangular tile in dynamic shared memory", "rect-set-row-read-col in extern __shared__", 32, 16, SMEM_ROW, SMEM_TRN, 0, 1)                    \
    X(11, "rect-set-row-read-col-dyn-pad", "padded rectangular tile in dynamic shared memory", "rect-set-row-read-col-dyn with rows of 34 words", 32, 16, SMEM_ROW, SMEM_TRN, 2, 1)

#define CUP_SMEM_PATTERN_ROW(i, name, technique, desc, bx, by, set, read, pad, dyn) {name, bx, by, set, read, pad, dyn},
static const smem_pattern cup_smem_patterns[] = {CUP_SMEM_PATTERNS(CUP_SMEM_PATTERN_ROW)};
#undef CUP_SMEM_PATTERN_ROW
enum { CUP_SMEM_PATTERN_COUNT = sizeof cup_smem_patterns / sizeof cup_smem_patterns[0] };

#endif
