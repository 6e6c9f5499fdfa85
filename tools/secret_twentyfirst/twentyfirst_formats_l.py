"""Surfboard shaping bays: CNC shapers, blank suppliers, the shop POS, forecasts."""

# ruff: noqa: E501
from __future__ import annotations

from twentyfirst_spec import hexs, reg

F = "surfboard_shaping_glassing_bay"

reg(
    F,
    "surf_cnc_shaping_machine_json_cloud_token",
    ("shaper/<<org>>/machine.json", "bay<<n>>/cnc/config.json"),
    """{
  "machine": "shaper-<<n>>",
  "spindle_rpm": 18000,
  "blank_library": "/data/blanks",
  "cloud_sync": {
    "url": "https://files.<<dom>>/designs",
    "token": "shp_<<cred>>"
  }
}
""",
    "alnum40",
)

reg(
    F,
    "surf_board_designer_csharp_httpclient_header_key",
    ("BoardDesigner/<<org>>/BlankClient.cs", "src/Shaper<<n>>/BlankClient.cs"),
    """using System.Net.Http;

public class BlankClient
{
    private readonly HttpClient _http = new HttpClient();

    public BlankClient()
    {
        _http.BaseAddress = new System.Uri("https://blanks.<<dom>>/");
        _http.DefaultRequestHeaders.Add("X-Api-Key", "<<cred>>");
    }
}
""",
    "alnum32",
    syntax="",
)

reg(
    F,
    "surf_shop_pos_lightspeed_env_client_secret",
    ("surfshop-<<org>>/.env.production", "pos<<n>>/.env"),
    """LIGHTSPEED_ACCOUNT_ID=<<n4>><<n3>>
LIGHTSPEED_CLIENT_ID=<<hex8>><<hex8>>
LIGHTSPEED_CLIENT_SECRET=<<cred>>
REDIRECT_URI=https://pos.<<dom>>/callback
""",
    "alnum40",
    syntax="",
)

reg(
    F,
    "surf_forecast_widget_svelte_component_key",
    ("src/lib/<<org>>/Forecast.svelte", "widget<<n>>/src/Forecast.svelte"),
    """<script>
  import { onMount } from 'svelte';
  const STORMGLASS_KEY = '<<cred>>';
  let swell = null;

  onMount(async () => {
    const res = await fetch('https://api.stormglass.io/v2/weather/point?lat=43.4&lng=-1.6&params=swellHeight', {
      headers: { Authorization: STORMGLASS_KEY },
    });
    swell = (await res.json()).hours[0].swellHeight.sg;
  });
</script>

<p>Swell: {swell ?? '...'} m</p>
""",
    lambda rng: f"{hexs(rng, 36)}-{hexs(rng, 36)}",
    syntax="",
)

reg(
    F,
    "surf_glassing_room_fan_curl_digest_shell",
    ("bin/<<org>>-fan-on.sh", "glassing<<n>>/extract_fan.sh"),
    """#!/bin/sh
# extraction fan on while resin cures
curl --digest -u admin:<<cred>> "http://<<ip>>/rpc/Switch.Set?id=0&on=true"
sleep 5400
curl --digest -u admin:<<cred>> "http://<<ip>>/rpc/Switch.Set?id=0&on=false"
""",
    "bare",
    syntax="",
)

reg(
    F,
    "surf_shaper_instagram_dm_json_wifi_password",
    (
        "instagram/<<org>>/messages/inbox/team_<<n>>/message_1.json",
        "ig-export-<<n3>>/message_1.json",
    ),
    """{
  "participants": [{"name": "<<first>> <<last>>"}, {"name": "shapes by <<org>>"}],
  "messages": [
    {"sender_name": "shapes by <<org>>", "timestamp_ms": 17<<n4>>00000, "content": "shop wifi is BoardRoom, pw <<cred>>"},
    {"sender_name": "<<first>> <<last>>", "timestamp_ms": 17<<n4>>00500, "content": "sweet, see you at 10"}
  ]
}
""",
    "human",
)

reg(
    F,
    "surf_repair_bookings_openresty_lua_redis_auth",
    ("nginx/<<org>>/repairs.conf", "openresty/bookings<<n>>.conf"),
    """location /api/slots {
    content_by_lua_block {
        local redis = require "resty.redis"
        local red = redis:new()
        red:connect("<<ip>>", 6379)
        red:auth("<<cred>>")
        ngx.say(red:get("repair_slots:<<n>>"))
    }
}
""",
    "dq",
    syntax="",
)
