"""Soapmaking family: handmade soap studios selling online and at markets."""

from thirtieth_spec import reg

F = "soapmaking_handmade_soap_studio"

reg(
    F,
    "soap_etsy_listing_sync_toml",
    ("soap-sync/<<org>>/config.toml", "etc/<<org>>/etsy_sync.toml"),
    """[shop]
name = "<<orgc>>"
currency = "GBP"

[etsy]
keystring = "<<id>>x9"
shared_secret = "<<pw>>"
shop_id = <<n4>>

[images]
watermark = true
""",
    "alnum24",
    "toml",
)

reg(
    F,
    "soap_shopify_admin_ruby_session",
    ("lib/<<org>>/shopify_sync.rb", "scripts/<<org>>_inventory.rb"),
    """require 'shopify_api'

ShopifyAPI::Context.setup(
  api_key: '<<hex8>><<hex8>>',
  api_secret_key: ENV.fetch('SHOPIFY_SECRET', ''),
  host: 'https://<<org>>.myshopify.com',
  is_private_app: true,
  api_version: '2025-01'
)
session = ShopifyAPI::Auth::Session.new(shop: '<<org>>.myshopify.com', access_token: '<<pw>>')
puts ShopifyAPI::Product.all(session: session).map(&:title)
""",
    "p:shopify",
    "",
)

reg(
    F,
    "soap_lye_scale_esp32_arduino_define",
    ("firmware/<<org>>/lye_scale/lye_scale.ino", "src/<<org>>/scale_config.h"),
    """#pragma once
// HX711 load cell under the lye station, reports every 2 s
#define WIFI_SSID   "<<orgc>>-Workshop"
#define WIFI_PASS   "<<pw>>"
#define MQTT_HOST   "<<ip>>"
#define MQTT_USER   "lyescale"
#define MQTT_PASS   "<<pw>>"
#define SCALE_CAL   -7050.0f
""",
    "pw_dq",
    "",
)

reg(
    F,
    "soap_maker_german_telegram_passwort",
    ("chats/<<org>>/telegram_export_<<n>>.txt", "exports/<<first>>/Telegram-Lieferant-<<n>>.txt"),
    """<<firstc>> <<lastc>>, [<<dmy>> <<time>>]
Kannst du heute die Bestellung beim Öl-Lieferanten machen? Sheabutter ist fast leer

Anna, [<<dmy>> <<time>>]
Klar, aber ich hab das Passwort nicht mehr

<<firstc>> <<lastc>>, [<<dmy>> <<time>>]
Benutzer: <<email>>
Passwort: <<pw>>

Anna, [<<dmy>> <<time>>]
Danke 👍
""",
    "human",
    "",
)

reg(
    F,
    "soap_market_stall_square_env",
    ("market-pos/.env", "srv/<<org>>/square-sync/.env"),
    """SQUARE_ENVIRONMENT=production
SQUARE_ACCESS_TOKEN=<<pw>>
SQUARE_LOCATION_ID=L<<id>>
STALL_NAME="<<orgc>> Sunday market"
""",
    "p:square",
    "",
)

reg(
    F,
    "soap_batch_log_docker_compose_postgres",
    ("batchlog/<<org>>/docker-compose.yml", "deploy/<<org>>/compose.yaml"),
    """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_DB: batches
      POSTGRES_USER: soap
      POSTGRES_PASSWORD: "<<pw>>"
    volumes:
      - ./pgdata:/var/lib/postgresql/data
  app:
    image: ghcr.io/<<org>>/batchlog:latest
    environment:
      DATABASE_URL: postgres://soap@db/batches
    ports: ["8080:8080"]
""",
    "pw_yaml",
    "yaml",
)

reg(
    F,
    "soap_courier_labels_csharp_network_credential",
    ("src/<<orgc>>.Labels/CourierClient.cs", "Labels/<<org>>/Program.cs"),
    """using System.Net;
using System.Net.Http;

namespace SoapLabels;

public static class CourierClient
{
    public static HttpClient Create()
    {
        var handler = new HttpClientHandler
        {
            Credentials = new NetworkCredential("<<user>>", "<<pw>>")
        };
        return new HttpClient(handler) { BaseAddress = new Uri("https://api.parcels.<<dom>>/") };
    }
}
""",
    "pw_dq",
    "",
)

reg(
    F,
    "soap_supplier_notes_markdown_next_line",
    ("notes/<<org>>/suppliers.md", "vault/<<first>>/Soap/Suppliers <<n>>.md"),
    """# Suppliers

## Oils & butters
- site: https://wholesale.<<dom>>
- account: <<email>>
- pw:
  <<pw>>
- min order 25 kg, free delivery over 150

## Fragrance
- order by phone, ask for Priya
""",
    "human",
    "",
)
