package dev.wfc.corpus.spec;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.topo.Axis;
import dev.wfc.core.topo.Topology;
import dev.wfc.corpus.spec.SteeringSpec.Border;
import dev.wfc.corpus.spec.SteeringSpec.Connected;
import dev.wfc.corpus.spec.SteeringSpec.Count;
import dev.wfc.corpus.spec.SteeringSpec.EdgedPath;
import dev.wfc.corpus.spec.SteeringSpec.Factor;
import dev.wfc.corpus.spec.SteeringSpec.JoinedPath;
import dev.wfc.corpus.spec.SteeringSpec.MaxRun;
import dev.wfc.corpus.spec.SteeringSpec.Mirror;
import dev.wfc.corpus.spec.SteeringSpec.Pin;
import dev.wfc.corpus.spec.SteeringSpec.Row;

import java.util.List;
import java.util.Locale;

import static dev.wfc.corpus.spec.SpecChecks.or;

/** The canonical form of the designer constraints' spec keys ({@link SteeringSpec}), which a spec's digest covers. */
final class SteeringCanonical {
    private SteeringCanonical() {
    }

    /**
     * Puts every key into a canonical spec, each list in full (no key left out, a single name as a list of one,
     * {@code min} 0 and {@code max} null when not given, edges in lowercase, a run's axes those of {@code topology}
     * when not given, a pin's or point's z only when given).
     */
    static void put(SteeringSpec spec, ObjectNode node, Topology topology) {
        ArrayNode pinArray = node.putArray("pins");
        // A random pin writes its seed instead of x and y; the other pins keep the form they always had.
        or(spec.pins(), List.<Pin>of()).forEach(p -> names(p.random() == null
                ? point(pinArray.addObject(), p.x(), p.y(), p.z()) : pinArray.addObject().put("random", p.random()),
                "tile", p.tile()));
        node.put("pinMask", spec.pinMask());
        ArrayNode borderArray = node.putArray("border");
        or(spec.border(), List.<Border>of()).forEach(b -> putBorder(borderArray.addObject(), b));
        ArrayNode rowArray = node.putArray("rows");
        or(spec.rows(), List.<Row>of()).forEach(r -> names(rowArray.addObject().put("row", r.row()), "tiles",
                r.tiles()));
        ArrayNode countArray = node.putArray("count");
        or(spec.count(), List.<Count>of()).forEach(c -> names(countArray.addObject(), "tiles", c.tiles())
                .put("min", or(c.min(), 0)).put("max", c.max()));
        ArrayNode connectedArray = node.putArray("connected");
        or(spec.connected(), List.<Connected>of()).forEach(c -> names(connectedArray.addObject(), "tiles", c.tiles()));
        // The keys below (to banBorder and path) appear only when given: a spec without them keeps the canonical
        // form, and so the digest, it always had.
        if (spec.maxRun() != null) {
            ArrayNode a = node.putArray("maxRun");
            for (MaxRun r : spec.maxRun()) {
                // Every axis of the topology when none is given: x and y on the square, as always.
                List<String> axes = r.axes() == null ? Axis.of(topology).stream().map(Axis::id).toList() : r.axes();
                ArrayNode ax = names(a.addObject(), "tiles", r.tiles()).put("max", r.max()).putArray("axes");
                Axis.of(topology).stream().map(Axis::id).filter(axes::contains).forEach(ax::add);
            }
        }
        if (spec.separation() != null) {
            ArrayNode a = node.putArray("separation");
            spec.separation().forEach(sp -> names(a.addObject(), "tiles", sp.tiles()).put("minDistance",
                    sp.minDistance()));
        }
        if (spec.weights() != null) {
            // Only when given: a spec without weights keeps the canonical form, and so the digest, it always had.
            ObjectNode w = node.putObject("weights").put("map", spec.weights().map());
            ArrayNode factors = w.putArray("factors");
            for (Factor f : spec.weights().factors()) {
                names(factors.addObject().put("colour", f.colour() == null ? null
                        : f.colour().toUpperCase(Locale.ROOT)), "tiles", f.tiles()).put("factor", f.number("factor"));
            }
        }
        if (spec.banBorder() != null) {
            putBans(node, spec.banBorder());
        }
        if (spec.path() != null) {
            ArrayNode a = node.putArray("path");
            for (JoinedPath p : spec.path()) {
                ArrayNode ends = names(a.addObject(), "tiles", p.tiles()).putArray("endPoints");
                p.endPoints().forEach(q -> point(ends.addObject(), q.x(), q.y(), q.z()));
            }
        }
        if (spec.edgedPath() != null) {
            ArrayNode a = node.putArray("edgedPath");
            for (EdgedPath p : spec.edgedPath()) {
                ObjectNode o = a.addObject();
                ObjectNode exits = o.putObject("exits");
                new java.util.TreeMap<>(p.exits()).forEach((name, sides) -> edgeNames(exits.putArray(name), sides));
                if (p.endPoints() != null) {
                    ArrayNode ends = o.putArray("endPoints");
                    p.endPoints().forEach(q -> point(ends.addObject(), q.x(), q.y(), q.z()));
                }
            }
        }
        if (spec.mirror() != null) {
            ArrayNode a = node.putArray("mirror");
            for (Mirror m : spec.mirror()) {
                ArrayNode pairs = a.addObject().put("axis", m.axis()).putArray("pairs");
                for (List<String> p : or(m.pairs(), List.<List<String>>of())) {
                    ArrayNode pair = pairs.addArray();
                    p.forEach(pair::add);
                }
            }
        }
    }

    /** {@code x} and {@code y}, and {@code z} only when given: the form a pin or point of a 2D grid always had. */
    private static ObjectNode point(ObjectNode o, Integer x, Integer y, Integer z) {
        o.put("x", x).put("y", y);
        if (z != null) {
            o.put("z", z);
        }
        return o;
    }

    /** A border as given, its edges in lowercase; {@code exclude}, {@code invert} and {@code outline} only when given. */
    private static void putBorder(ObjectNode o, Border b) {
        edgeNames(o.putArray("edges"), b.edges());
        names(o, "tiles", b.tiles());
        if (b.exclude() != null) {
            edgeNames(o.putArray("exclude"), b.exclude());
        }
        if (b.invert() != null) {
            o.put("invert", b.invert());
        }
        if (b.outline() != null) {
            o.put("outline", b.outline());
        }
    }

    private static void edgeNames(ArrayNode a, List<String> edges) {
        edges.forEach(e -> a.add(e.strip().toLowerCase(Locale.ROOT)));
    }

    private static void putBans(ObjectNode node, List<Border> bans) {
        ArrayNode a = node.putArray("banBorder");
        bans.forEach(b -> putBorder(a.addObject(), b));
    }

    private static ObjectNode names(ObjectNode o, String key, List<String> names) {
        ArrayNode a = o.putArray(key);
        names.forEach(a::add);
        return o;
    }
}
