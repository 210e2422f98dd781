/* What every check and every table does with its buffers, written once: an output between two
 * margins of poison, read back and compared; an input uploaded and proved untouched; a table of
 * one input and one output whose rows the runner sets up and verifies. */
#include "lab.h"

#include <stdlib.h>
#include <string.h>

/* ---- a checked output ---------------------------------------------------------------------------- */

static size_t margin_of(const lab_out *o) { return o->margin ? o->margin : LAB_MARGIN; }

cup_status lab_out_poisoned(cup_handle_t h, lab_out *o, size_t bytes)
{
    const size_t m = margin_of(o);
    if (bytes > o->cap || !o->base) {
        cup_free(h, o->base), free(o->got);
        o->base = NULL, o->cap = 0;
        o->got = malloc(bytes + 2 * m);
        const cup_status s = o->got ? cup_malloc(h, &o->base, bytes + 2 * m) : CUP_STATUS_ALLOC_FAILED;
        if (s != CUP_STATUS_SUCCESS) return s;
        o->cap = bytes;
    }
    return cup_memset(h, o->base, LAB_POISON, bytes + 2 * m);
}

void *lab_out_at(const lab_out *o) { return (char *)o->base + margin_of(o); }

cup_status lab_out_read(cup_handle_t h, lab_out *o, size_t bytes)
{
    return cup_copy_to_host(h, o->got, o->base, bytes + 2 * margin_of(o));
}

const unsigned char *lab_out_got(const lab_out *o) { return o->got + margin_of(o); }

size_t lab_out_wrong(const lab_out *o, const void *want, size_t bytes, size_t elem, long long *first)
{
    const size_t m = margin_of(o);
    size_t wrong = 0;
    *first = 0;
    for (size_t at = 0; at < bytes + 2 * m; at += elem) {
        const long long rel = (long long)at - (long long)m;
        int ok = 1;
        for (size_t b = 0; b < elem && at + b < bytes + 2 * m; b++) {
            const long long i = rel + (long long)b;
            ok &= o->got[at + b] == (i >= 0 && (size_t)i < bytes ? ((const unsigned char *)want)[i] : LAB_POISON);
        }
        if (!ok && wrong++ == 0) *first = rel;
    }
    return wrong;
}

const char *lab_out_verdict(const lab_out *o, const void *want, size_t bytes, size_t elem, char *buf, size_t len)
{
    long long first;
    const size_t wrong = lab_out_wrong(o, want, bytes, elem, &first);
    if (!wrong) return NULL;
    const int outside = first < 0 || (size_t)first >= bytes;
    const size_t shown = elem < 8 ? elem : 8;
    const uint64_t got = lab_get_bits(lab_out_got(o) + first, shown, 0);
    const uint64_t want_at = outside ? 0xa5a5a5a5a5a5a5a5ull >> (64 - 8 * shown) : lab_get_bits((const char *)want + first, shown, 0);
    snprintf(buf, len, "%zu of %zu elements wrong%s, first at byte %lld: got %#llx, want %#llx", wrong, bytes / elem,
             outside ? " (a write outside the output)" : "", first, (unsigned long long)got, (unsigned long long)want_at);
    return buf;
}

void lab_out_free(cup_handle_t h, lab_out *o)
{
    const size_t m = o->margin;
    cup_free(h, o->base), free(o->got);
    memset(o, 0, sizeof *o);
    o->margin = m;
}

/* ---- a check's input ------------------------------------------------------------------------------- */

int lab_in_room(lab_check_ctx *c, lab_in *in, size_t bytes, const char *what)
{
    if (bytes <= in->cap && in->dev) return 0;
    lab_in_free(c->h, in);
    in->host = malloc(bytes + 1), in->back = malloc(bytes + 1);
    const cup_status s = in->host && in->back ? cup_malloc(c->h, &in->dev, bytes + 1) : CUP_STATUS_ALLOC_FAILED;
    if (s == CUP_STATUS_SUCCESS) return in->cap = bytes, 0;
    char why[300];
    snprintf(why, sizeof why, "%s: cannot allocate %zu bytes for the check: %s", what, bytes, cup_last_error(c->h));
    lab_check_fail(c, -1, why);
    return -1;
}

int lab_in_upload(lab_check_ctx *c, lab_in *in, size_t bytes, const char *what)
{
    if (cup_copy_to_backend(c->h, in->dev, in->host, bytes) == CUP_STATUS_SUCCESS) return 0;
    char why[300];
    snprintf(why, sizeof why, "%s: upload of %zu bytes: %s", what, bytes, cup_last_error(c->h));
    lab_check_fail(c, -1, why);
    return -1;
}

int lab_in_changed(lab_check_ctx *c, lab_in *in, size_t bytes)
{
    return cup_copy_to_host(c->h, in->back, in->dev, bytes) != CUP_STATUS_SUCCESS || memcmp(in->back, in->host, bytes) != 0;
}

void lab_in_free(cup_handle_t h, lab_in *in)
{
    cup_free(h, in->dev), free(in->host), free(in->back);
    memset(in, 0, sizeof *in);
}

int lab_check_call(lab_check_ctx *c, int k, char *why, size_t size, size_t used, cup_status s)
{
    if (s == CUP_STATUS_SUCCESS) return 0;
    if (used < size) snprintf(why + used, size - used, "%s: %s", cup_status_string(s), cup_last_error(c->h));
    lab_check_count(c, k, why);
    return 1;
}

int lab_sizes_within(const size_t *sizes, int count, size_t max_n, size_t *out, size_t *largest)
{
    int kept = 0;
    *largest = 0;
    for (int i = 0; i < count; i++)
        if (sizes[i] <= max_n) {
            out[kept++] = sizes[i];
            *largest = sizes[i] > *largest ? sizes[i] : *largest;
        }
    return kept;
}

/* ---- a table of one input and one output --------------------------------------------------------------- */

double lab_io_host_bytes(const lab_io *io) { return (double)io->in_bytes + 2.0 * (double)io->out_bytes + 3; }

double lab_io_backend_bytes(const lab_io *io) { return (double)io->in_bytes + (double)io->out_bytes + 2; }

int lab_io_alloc(lab_bench *b, lab_io *io)
{
    cup_handle_t h = b->h;
    io->host = malloc(io->in_bytes + 1), io->want = malloc(io->out_bytes + 1), io->got = malloc(io->out_bytes + 1);
    cup_status s = io->host && io->want && io->got ? cup_malloc(h, &io->in, io->in_bytes + 1) : CUP_STATUS_ALLOC_FAILED;
    if (s == CUP_STATUS_SUCCESS) s = cup_malloc(h, &io->out, io->out_bytes + 1);
    if (s == CUP_STATUS_SUCCESS) return 0;
    fprintf(stderr, "cuprim: cannot allocate %zu bytes in and %zu out: %s\n", io->in_bytes, io->out_bytes, cup_last_error(h));
    lab_io_free(b, io);
    return -1;
}

cup_status lab_io_upload(cup_handle_t h, lab_io *io)
{
    const cup_status s = cup_copy_to_backend(h, io->in, io->host, io->in_bytes);
    if (s != CUP_STATUS_SUCCESS) fprintf(stderr, "cuprim: upload of %zu bytes: %s\n", io->in_bytes, cup_last_error(h));
    return s;
}

void lab_io_free(lab_bench *b, lab_io *io)
{
    cup_free(b->h, io->in), cup_free(b->h, io->out);
    free(io->host), free(io->want), free(io->got);
    io->in = io->out = io->host = NULL, io->want = io->got = NULL;
}

int lab_io_setup(void *p, int id, const cup_variant_info *v, int j, lab_row *r, lab_run *run)
{
    (void)j;
    lab_io *io = p;
    r->op = io->op, r->dtype = io->dtype, r->n = io->n;
    const int block = lab_row_block(v, io->asked, r);
    if (block < 0) return -1;
    io->id = id, io->block = block;
    run->bytes = io->bytes;
    run->footprint = io->in_bytes + io->out_bytes;
    return 0;
}

int lab_io_verify(void *p, cup_handle_t h, cup_status *s)
{
    lab_io *io = p;
    *s = cup_memset(h, io->out, LAB_POISON, io->out_bytes);
    if (*s == CUP_STATUS_SUCCESS) *s = io->work(h, io);
    if (*s == CUP_STATUS_SUCCESS) *s = cup_copy_to_host(h, io->got, io->out, io->out_bytes);
    if (*s != CUP_STATUS_SUCCESS) return 0;
    for (size_t i = 0; i < io->out_bytes; i++)
        if (io->got[i] != io->want[i]) {
            fprintf(stderr, "cuprim: %s %s n=%zu block %d: output byte %zu of %zu is %#x, want %#x\n", io->what,
                    cup_dtype_name(io->dtype), io->n, io->block, i, io->out_bytes, io->got[i], io->want[i]);
            return 0;
        }
    return 1;
}

/* ---- the contract's buffers ------------------------------------------------------------------------- */

int lab_api_open(lab_api *x, cup_handle_t h, lab_tally *t, lab_rng *rng, size_t in_bytes, size_t out_bytes,
                 size_t aux_bytes)
{
    memset(x, 0, sizeof *x);
    x->h = h, x->t = t, x->in_bytes = in_bytes, x->out_bytes = out_bytes, x->aux_bytes = aux_bytes;
    size_t most = in_bytes > out_bytes ? in_bytes : out_bytes;
    most = most > aux_bytes ? most : aux_bytes;
    x->host = malloc(in_bytes + 1), x->back = malloc(most + 1);
    cup_status s = x->host && x->back ? CUP_STATUS_SUCCESS : CUP_STATUS_ALLOC_FAILED;
    for (size_t i = 0; i < in_bytes && x->host; i++) x->host[i] = (unsigned char)(lab_rand(rng) >> 56);
    if (s == CUP_STATUS_SUCCESS && in_bytes) s = cup_malloc(h, &x->in, in_bytes);
    if (s == CUP_STATUS_SUCCESS && out_bytes) s = cup_malloc(h, &x->out, out_bytes);
    if (s == CUP_STATUS_SUCCESS && aux_bytes) s = cup_malloc(h, &x->aux, aux_bytes);
    if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_backend(h, x->in, x->host, in_bytes);
    if (s == CUP_STATUS_SUCCESS) s = lab_api_poison(x);
    LAB_EXPECT(t, s == CUP_STATUS_SUCCESS, "buffers for the contract: %s", cup_last_error(h));
    if (s != CUP_STATUS_SUCCESS) lab_api_close(x);
    return s == CUP_STATUS_SUCCESS ? 0 : -1;
}

void lab_api_close(lab_api *x)
{
    cup_free(x->h, x->in), cup_free(x->h, x->out), cup_free(x->h, x->aux);
    free(x->host), free(x->back);
    x->in = x->out = x->aux = NULL, x->host = x->back = NULL;
}

cup_status lab_api_poison(lab_api *x)
{
    const cup_status s = cup_memset(x->h, x->out, LAB_POISON, x->out_bytes);
    return s == CUP_STATUS_SUCCESS ? cup_memset(x->h, x->aux, LAB_POISON, x->aux_bytes) : s;
}

cup_status lab_api_restore(lab_api *x)
{
    const cup_status s = cup_copy_to_backend(x->h, x->in, x->host, x->in_bytes);
    return s == CUP_STATUS_SUCCESS ? lab_api_poison(x) : s;
}

/* every byte of a poisoned buffer still LAB_POISON */
static int poisoned(lab_api *x, const void *p, size_t bytes)
{
    int ok = cup_copy_to_host(x->h, x->back, p, bytes) == CUP_STATUS_SUCCESS;
    for (size_t i = 0; ok && i < bytes; i++) ok = x->back[i] == LAB_POISON;
    return ok;
}

int lab_api_in_intact(lab_api *x)
{
    return cup_copy_to_host(x->h, x->back, x->in, x->in_bytes) == CUP_STATUS_SUCCESS &&
           memcmp(x->back, x->host, x->in_bytes) == 0;
}

void lab_api_untouched(lab_api *x, const char *call)
{
    const int ok = lab_api_in_intact(x) && poisoned(x, x->out, x->out_bytes) && poisoned(x, x->aux, x->aux_bytes);
    LAB_EXPECT(x->t, ok, "a refused call wrote to its input or outputs: %s", call);
}
