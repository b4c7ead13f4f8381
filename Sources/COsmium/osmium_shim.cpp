// libosmium behind the plain C interface of osmium_shim.h. See that header for the contract.
//
// Pass 1 reads only the relations, so the multipolygon manager knows which ways it must keep
// for assembling lakes, forests and parks mapped as relations. Pass 2 reads everything: nodes
// go into the location index (FlexMem: a sorted array of 16 bytes per node for any extract
// smaller than the planet), ways get their node locations from it, candidate nodes and ways
// go to Swift, and the manager assembles areas from closed ways and from the relations once
// their members have been read, which go to Swift too. Every exception stops at this file.

#include "osmium_shim.h"

#include <cmath>
#include <cstring>
#include <exception>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include <osmium/area/assembler.hpp>
#include <osmium/area/multipolygon_manager.hpp>
#include <osmium/handler.hpp>
#include <osmium/handler/node_locations_for_ways.hpp>
#include <osmium/index/map/flex_mem.hpp>
#include <osmium/io/pbf_input.hpp>
#include <osmium/osm/area.hpp>
#include <osmium/osm/box.hpp>
#include <osmium/osm/node.hpp>
#include <osmium/osm/way.hpp>
#include <osmium/tags/tags_filter.hpp>
#include <osmium/visitor.hpp>

struct outdoor_osm_file {
    std::string path;
    bool has_header_box = false;
    double header_box[4] = {0, 0, 0, 0};
    bool has_data_box = false;
    double data_box[4] = {0, 0, 0, 0};
};

namespace {

using LocationIndex = osmium::index::map::FlexMem<osmium::unsigned_object_id_type, osmium::Location>;
using LocationHandler = osmium::handler::NodeLocationsForWays<LocationIndex>;

/// Copies `message` into the caller's buffer, cut to fit and NUL-terminated.
void set_error(char *error, size_t error_size, const std::string &message) {
    if (error == nullptr || error_size == 0) return;
    size_t n = std::min(message.size(), error_size - 1);
    std::memcpy(error, message.data(), n);
    error[n] = '\0';
}

/// Nodes worth a look: named places, summits, passes, huts, shelters, viewpoints, campsites.
osmium::TagsFilter node_filter() {
    osmium::TagsFilter filter{false};
    filter.add_rule(true, "place");
    filter.add_rule(true, "natural");
    filter.add_rule(true, "mountain_pass");
    filter.add_rule(true, "tourism");
    filter.add_rule(true, osmium::TagMatcher{"amenity", "shelter"});
    return filter;
}

/// Ways that may be lines on a map: roads and paths, railways, ferries, waterways, coastline.
osmium::TagsFilter way_filter() {
    osmium::TagsFilter filter{false};
    filter.add_rule(true, "highway");
    filter.add_rule(true, "railway");
    filter.add_rule(true, osmium::TagMatcher{"route", "ferry"});
    filter.add_rule(true, "waterway");
    filter.add_rule(true, osmium::TagMatcher{"natural", "coastline"});
    return filter;
}

/// Closed ways and multipolygons that may be areas on a map (the coastline is a line here:
/// Swift assembles land from it).
osmium::TagsFilter area_filter() {
    osmium::TagsFilter filter{false};
    filter.add_rule(false, osmium::TagMatcher{"natural", "coastline"});
    filter.add_rule(true, "natural");
    filter.add_rule(true, "landuse");
    filter.add_rule(true, "leisure");
    filter.add_rule(true, osmium::TagMatcher{"waterway", "riverbank"});
    filter.add_rule(true, osmium::TagMatcher{"boundary", "national_park"});
    filter.add_rule(true, "tourism");
    filter.add_rule(true, osmium::TagMatcher{"amenity", "shelter"});
    return filter;
}

/// The keys and values of an object's tags as C string arrays, alive while the object is.
struct TagArrays {
    std::vector<const char *> keys;
    std::vector<const char *> values;

    outdoor_osm_tags read(const osmium::TagList &tags) {
        keys.clear();
        values.clear();
        for (const auto &tag : tags) {
            keys.push_back(tag.key());
            values.push_back(tag.value());
        }
        return outdoor_osm_tags{keys.data(), values.data(), keys.size()};
    }
};

/// Hands candidate objects to the callbacks and keeps the data's bounding box.
class DeliveryHandler : public osmium::handler::Handler {
public:
    DeliveryHandler(const outdoor_osm_callbacks &callbacks, void *context)
        : m_callbacks(callbacks), m_context(context), m_nodes(node_filter()), m_ways(way_filter()) {}

    bool stopped = false;
    osmium::Box data_box;

    void node(const osmium::Node &node) {
        const auto location = node.location();
        if (!location.valid()) return;
        data_box.extend(location);
        if (stopped || m_callbacks.node == nullptr || node.tags().empty()) return;
        if (!osmium::tags::match_any_of(node.tags(), m_nodes)) return;
        if (m_callbacks.node(m_context, node.id(), m_tags.read(node.tags()), location.lon(), location.lat()) != 0) {
            stopped = true;
        }
    }

    void way(const osmium::Way &way) {
        if (stopped || m_callbacks.way == nullptr || way.nodes().size() < 2) return;
        if (!osmium::tags::match_any_of(way.tags(), m_ways)) return;
        m_coordinates.clear();
        const double nan = std::numeric_limits<double>::quiet_NaN();
        for (const auto &ref : way.nodes()) {
            const auto location = ref.location();
            if (location.valid()) {
                m_coordinates.push_back(location.lon());
                m_coordinates.push_back(location.lat());
            } else {
                m_coordinates.push_back(nan);
                m_coordinates.push_back(nan);
            }
        }
        if (m_callbacks.way(m_context, way.id(), m_tags.read(way.tags()), m_coordinates.data(),
                            m_coordinates.size() / 2) != 0) {
            stopped = true;
        }
    }

    void area(const osmium::Area &area) {
        if (stopped || m_callbacks.area == nullptr) return;
        m_coordinates.clear();
        m_ring_sizes.clear();
        m_ring_is_outer.clear();
        for (const auto &outer : area.outer_rings()) {
            append_ring(outer, 1);
            for (const auto &inner : area.inner_rings(outer)) append_ring(inner, 0);
        }
        if (m_ring_sizes.empty()) return;
        if (m_callbacks.area(m_context, area.orig_id(), m_tags.read(area.tags()), m_coordinates.data(),
                             m_ring_sizes.data(), m_ring_is_outer.data(), m_ring_sizes.size()) != 0) {
            stopped = true;
        }
    }

private:
    template <typename TRing>
    void append_ring(const TRing &ring, unsigned char is_outer) {
        size_t count = 0;
        for (const auto &ref : ring) {
            const auto location = ref.location();
            if (!location.valid()) continue;
            m_coordinates.push_back(location.lon());
            m_coordinates.push_back(location.lat());
            ++count;
        }
        m_ring_sizes.push_back(count);
        m_ring_is_outer.push_back(is_outer);
    }

    const outdoor_osm_callbacks &m_callbacks;
    void *m_context;
    osmium::TagsFilter m_nodes;
    osmium::TagsFilter m_ways;
    TagArrays m_tags;
    std::vector<double> m_coordinates;
    std::vector<size_t> m_ring_sizes;
    std::vector<unsigned char> m_ring_is_outer;
};

/// Whether the progress callback asks to stop.
bool progress_stops(const outdoor_osm_callbacks &callbacks, void *context, int pass, size_t offset, size_t size) {
    return callbacks.progress != nullptr && callbacks.progress(context, pass, offset, size) != 0;
}

/// The PBF format, whatever the file's name says.
osmium::io::File pbf_file(const std::string &path) { return osmium::io::File{path, "pbf"}; }

outdoor_osm_status run_import(outdoor_osm_file &file, const outdoor_osm_callbacks &callbacks, void *context) {
    osmium::area::Assembler::config_type assembler_config;
    assembler_config.create_empty_areas = false;
    osmium::area::MultipolygonManager<osmium::area::Assembler> manager{assembler_config, area_filter()};

    // Pass 1: the relations.
    {
        osmium::io::Reader reader{pbf_file(file.path), osmium::osm_entity_bits::relation};
        const size_t size = reader.file_size();
        while (osmium::memory::Buffer buffer = reader.read()) {
            osmium::apply(buffer, manager);
            if (progress_stops(callbacks, context, 1, reader.offset(), size)) {
                reader.close();
                return OUTDOOR_OSM_STOPPED;
            }
        }
        reader.close();
        manager.prepare_for_lookup();
    }

    // Pass 2: nodes, ways and the assembled areas.
    LocationIndex index;
    LocationHandler locations{index};
    locations.ignore_errors();
    DeliveryHandler delivery{callbacks, context};
    osmium::io::Reader reader{pbf_file(file.path), osmium::osm_entity_bits::nwr};
    const size_t size = reader.file_size();
    auto &assembled = manager.handler([&delivery](osmium::memory::Buffer &&areas) {
        osmium::apply(areas, delivery);
    });
    while (osmium::memory::Buffer buffer = reader.read()) {
        osmium::apply(buffer, locations, delivery, assembled);
        if (delivery.stopped || progress_stops(callbacks, context, 2, reader.offset(), size)) {
            reader.close();
            return OUTDOOR_OSM_STOPPED;
        }
    }
    reader.close();
    if (delivery.data_box.valid()) {
        file.has_data_box = true;
        file.data_box[0] = delivery.data_box.bottom_left().lon();
        file.data_box[1] = delivery.data_box.bottom_left().lat();
        file.data_box[2] = delivery.data_box.top_right().lon();
        file.data_box[3] = delivery.data_box.top_right().lat();
    }
    return delivery.stopped ? OUTDOOR_OSM_STOPPED : OUTDOOR_OSM_OK;
}

}  // namespace

extern "C" outdoor_osm_file *outdoor_osm_open(const char *path, char *error, size_t error_size) {
    try {
        auto file = std::make_unique<outdoor_osm_file>();
        file->path = path;
        osmium::io::Reader reader{pbf_file(file->path), osmium::osm_entity_bits::nothing};
        const osmium::io::Header header = reader.header();
        reader.close();
        const osmium::Box box = header.joined_boxes();
        if (box.valid()) {
            file->has_header_box = true;
            file->header_box[0] = box.bottom_left().lon();
            file->header_box[1] = box.bottom_left().lat();
            file->header_box[2] = box.top_right().lon();
            file->header_box[3] = box.top_right().lat();
        }
        return file.release();
    } catch (const std::exception &e) {
        set_error(error, error_size, e.what());
    } catch (...) {
        set_error(error, error_size, "unknown error in libosmium");
    }
    return nullptr;
}

extern "C" void outdoor_osm_close(outdoor_osm_file *file) { delete file; }

extern "C" int outdoor_osm_header_box(const outdoor_osm_file *file, double box[4]) {
    if (file == nullptr || !file->has_header_box) return 0;
    std::memcpy(box, file->header_box, sizeof(file->header_box));
    return 1;
}

extern "C" int outdoor_osm_data_box(const outdoor_osm_file *file, double box[4]) {
    if (file == nullptr || !file->has_data_box) return 0;
    std::memcpy(box, file->data_box, sizeof(file->data_box));
    return 1;
}

extern "C" outdoor_osm_status outdoor_osm_import(
    outdoor_osm_file *file, const outdoor_osm_callbacks *callbacks, void *context, char *error, size_t error_size) {
    if (file == nullptr || callbacks == nullptr) {
        set_error(error, error_size, "no file or no callbacks");
        return OUTDOOR_OSM_ERROR;
    }
    try {
        file->has_data_box = false;
        return run_import(*file, *callbacks, context);
    } catch (const std::exception &e) {
        set_error(error, error_size, e.what());
    } catch (...) {
        set_error(error, error_size, "unknown error in libosmium");
    }
    return OUTDOOR_OSM_ERROR;
}
