"""Family f: a touring and tent campsite."""
# ruff: noqa: E501

import base64

from thirtysecond_spec import dec_after, enc_b64, prov, reg, xkey

F = "campsite_touring_tent_pitches"

reg(
    F,
    "campsite_pitch_booking_k8s_secret_data",
    ("k8s/<<org>>/booking-secret.yaml", "deploy/pitches-<<n>>/secret.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: pitch-booking-db
  namespace: <<org>>
type: Opaque
data:
  DB_USER: Ym9va2luZw==
  DB_PASSWORD: <<cred>>
""",
    "pw_json",
    enc=enc_b64,
    decode=dec_after(r"DB_PASSWORD:\s*(\S+)", lambda v: base64.b64decode(v).decode()),
)

reg(
    F,
    "campsite_barrier_anpr_camera_ini",
    ("barrier/<<org>>/anpr.ini", "ProgramData/GateKeeper/site<<n>>.ini"),
    """[site]
name=<<org_t>>
lane_in=1
lane_out=2

[camera]
address=<<ip>>
user=admin
pass=<<cred>>
snapshot=/ISAPI/Streaming/channels/101/picture

[whitelist]
source=https://book.<<dom>>/api/arrivals/today
""",
    "h_ini",
)

reg(
    F,
    "campsite_warden_finnish_telegram_salasana",
    ("telegram/<<org>>_vartijat_<<n>>.txt", "exports/telegram/<<first>>_<<date>>.txt"),
    """<<firstc>> <<lastc>>, [<<dmy>> <<time>>]
Huomenta! Saunavuorot on nyt varausjärjestelmässä.

Tiina, [<<dmy>> <<time2>>]
mikä on toimiston koneen salasana?

<<firstc>> <<lastc>>, [<<dmy>> <<time2>>]
<<cred>>

Tiina, [<<dmy>> <<time2>>]
kiitos 🙂
""",
    "h",
)

reg(
    F,
    "campsite_guest_wifi_freeradius_clients_conf",
    ("etc/freeradius/3.0/clients.conf", "radius/<<org>>/clients-<<n>>.conf"),
    """client localhost {
	ipaddr = 127.0.0.1
	secret = testing123
}

# Ubiquiti APs around the touring field and the toilet block
client field_aps {
	ipaddr = <<ip>>/24
	secret = <<cred>>
	shortname = field-aps
	nas_type = other
}
""",
    "pw_alnum",
)

reg(
    F,
    "campsite_site_shop_square_ruby_client",
    ("shop/<<org>>/lib/square_sync.rb", "scripts/square_<<n>>.rb"),
    """require 'square'

# Campsite shop: push gas bottle and firewood stock to Square
client = Square::Client.new(
  access_token: '<<cred>>',
  environment: 'production'
)

result = client.catalog.list_catalog(types: 'ITEM')
result.data.objects.each { |o| puts o[:item_data][:name] } if result.success?
""",
    prov("square"),
)

reg(
    F,
    "campsite_owner_notebook_markdown_logins",
    ("notes/<<org>>/logins.md", "Obsidian/Campsite/Admin <<n>>.md"),
    """# Campsite admin

## Season opening <<year>>
- chemical disposal point: new cassette rinse tap ordered
- hook-up bollards 12-18 tested

## Logins
| what | user | password |
|---|---|---|
| booking system | <<email>> | <<cred>> |
| council licence portal | <<user>> | see Dad |
""",
    "h_sp",
)

reg(
    F,
    "campsite_listing_feed_go_const_key",
    ("listing-feed/<<org>>/main.go", "cmd/availability<<n>>/main.go"),
    """package main

import (
	"fmt"
	"net/http"
	"time"
)

const (
	feedURL = "https://partners.pitchfinder.eu/v1/availability"
	apiKey  = "<<cred>>"
)

func main() {
	req, _ := http.NewRequest("POST", feedURL, nil)
	req.Header.Set("X-Api-Key", apiKey)
	c := &http.Client{Timeout: 20 * time.Second}
	resp, err := c.Do(req)
	if err != nil {
		panic(err)
	}
	fmt.Println(resp.Status)
}
""",
    xkey("pf_live_", 40),
)

reg(
    F,
    "campsite_hookup_meters_crontab_curl",
    ("var/spool/cron/crontabs/<<user>>", "cron/<<org>>-meters-<<n>>.crontab"),
    """# m h  dom mon dow   command
MAILTO=""
*/15 * * * * curl -s -u meters:<<cred>> https://<<ip>>/api/bollards/readings -o /var/lib/meters/latest.json
5 2 * * * /usr/local/bin/meters-report --site <<org>> >> /var/log/meters.log 2>&1
""",
    "h_bare",
)
