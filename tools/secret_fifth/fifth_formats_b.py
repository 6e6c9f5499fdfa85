"""Fifth corpus formats, part B: firmware_device_builds."""

from __future__ import annotations

import json
import random

from fifth_corpus import Ctx, Out, an, fill, fmt, hx, jwt, pick, pw, uid

F_FW = "firmware_device_builds"
SYM_CFG = "-_.+@%#"  # inside a Kconfig/bitbake double-quoted string, no escapes needed
SYM_ARG = "-_.+@%"


def _ssid(c: Ctx, rng: random.Random) -> str:
    return pick(
        rng,
        f"{c.org}-iot",
        f"{c.org.upper()}_LAB",
        "greenhouse-2g",
        f"plant{rng.randint(1, 9)}-sensors",
    )


@fmt(F_FW, "zephyr_prj_conf_wifi_credentials_static_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 12, 24, sym=SYM_CFG)
    board = pick(rng, "esp32s3_devkitc", "nrf7002dk", "rpi_pico_w", "frdm_rw612")
    text = fill(
        """
        # Zephyr prj.conf for the <<board>> air-quality node
        CONFIG_NETWORKING=y
        CONFIG_NET_IPV4=y
        CONFIG_NET_DHCPV4=y
        CONFIG_NET_SOCKETS=y
        CONFIG_WIFI=y
        CONFIG_WIFI_CREDENTIALS=y
        CONFIG_WIFI_CREDENTIALS_STATIC=y
        CONFIG_WIFI_CREDENTIALS_STATIC_SSID="<<ssid>>"
        CONFIG_WIFI_CREDENTIALS_STATIC_PASSWORD="<<pw>>"
        CONFIG_MQTT_LIB=y
        CONFIG_SENSOR=y
        CONFIG_LOG=y
        CONFIG_MAIN_STACK_SIZE=4096
        """,
        board=board,
        ssid=_ssid(c, rng),
        pw=secret,
    )
    return Out(pick(rng, "prj.conf", "app/prj.conf", f"firmware/{board}/prj.conf"), text, secret)


@fmt(F_FW, "esp_idf_sdkconfig_defaults_wifi_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 12, 24, sym=SYM_CFG)
    text = fill(
        """
        # sdkconfig.defaults -- <<proj>> gateway
        CONFIG_IDF_TARGET="esp32c3"
        CONFIG_ESPTOOLPY_FLASHSIZE_4MB=y
        CONFIG_PARTITION_TABLE_CUSTOM=y
        CONFIG_PARTITION_TABLE_CUSTOM_FILENAME="partitions.csv"
        CONFIG_ESP_WIFI_SSID="<<ssid>>"
        CONFIG_ESP_WIFI_PASSWORD="<<pw>>"
        CONFIG_ESP_MAXIMUM_RETRY=5
        CONFIG_ESP_WIFI_AUTH_WPA2_PSK=y
        CONFIG_LOG_DEFAULT_LEVEL_INFO=y
        CONFIG_FREERTOS_HZ=1000
        """,
        proj=c.slug,
        ssid=_ssid(c, rng),
        pw=secret,
    )
    return Out(
        pick(
            rng,
            "sdkconfig.defaults",
            "firmware/sdkconfig.defaults",
            f"{c.slug}/sdkconfig.defaults.esp32c3",
        ),
        text,
        secret,
    )


@fmt(F_FW, "buildroot_defconfig_target_root_passwd")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 12, 22, sym=SYM_CFG)
    board = pick(rng, "stm32mp157", "imx8mm_gw", "sama5d27", "rockpi4")
    text = fill(
        """
        BR2_arm=y
        BR2_cortex_a7=y
        BR2_TOOLCHAIN_EXTERNAL=y
        BR2_TOOLCHAIN_EXTERNAL_BOOTLIN=y
        BR2_TARGET_GENERIC_HOSTNAME="<<org>>-gw"
        BR2_TARGET_GENERIC_ISSUE="Welcome to <<org>> gateway"
        BR2_TARGET_GENERIC_ROOT_PASSWD="<<pw>>"
        BR2_SYSTEM_DHCP="eth0"
        BR2_ROOTFS_OVERLAY="board/<<org>>/<<board>>/rootfs_overlay"
        BR2_LINUX_KERNEL=y
        BR2_LINUX_KERNEL_CUSTOM_VERSION=y
        BR2_LINUX_KERNEL_CUSTOM_VERSION_VALUE="6.6.32"
        BR2_PACKAGE_DROPBEAR=y
        BR2_PACKAGE_MOSQUITTO=y
        BR2_TARGET_ROOTFS_EXT2=y
        BR2_TARGET_ROOTFS_EXT2_4=y
        """,
        org=c.org,
        board=board,
        pw=secret,
    )
    return Out(
        pick(
            rng,
            f"configs/{c.org}_{board}_defconfig",
            f"br2-external/configs/{board}_defconfig",
            "buildroot/configs/gateway_defconfig",
        ),
        text,
        secret,
    )


@fmt(F_FW, "yocto_local_conf_extra_users_params_usermod_p")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 12, 22, sym=SYM_CFG)
    text = fill(
        """
        MACHINE ??= "<<machine>>"
        DISTRO ?= "poky"
        PACKAGE_CLASSES ?= "package_ipk"
        EXTRA_IMAGE_FEATURES ?= "ssh-server-openssh"
        BB_NUMBER_THREADS = "16"
        PARALLEL_MAKE = "-j 16"
        DL_DIR ?= "/srv/yocto/downloads"
        SSTATE_DIR ?= "/srv/yocto/sstate"

        INHERIT += "extrausers"
        EXTRA_USERS_PARAMS = "\\
            useradd -p '' <<svc>>; \\
            usermod -P '<<pw>>' root; \\
        "
        CONF_VERSION = "2"
        """,
        machine=pick(rng, "raspberrypi4-64", "imx8mp-lpddr4-evk", "qemuarm64", "beaglebone-yocto"),
        svc=c.svc,
        pw=secret,
    )
    return Out(
        pick(
            rng, "build/conf/local.conf", "conf/local.conf", f"yocto/{c.org}-build/conf/local.conf"
        ),
        text,
        secret,
    )


@fmt(F_FW, "mbed_app_json_wifi_password_config_value")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 12, 22, sym="-_.+@%#!")
    doc = {
        "config": {
            "wifi-ssid": {"help": "WiFi SSID", "value": f'"{_ssid(c, rng)}"'},
            "wifi-password": {"help": "WiFi Password", "value": f'"{secret}"'},
            "mqtt-broker": {"value": f'"mqtt.{c.internal}"'},
        },
        "target_overrides": {
            "*": {
                "platform.stdio-convert-newlines": True,
                "target.network-default-interface-type": "WIFI",
                "mbed-trace.enable": False,
            }
        },
    }
    text = json.dumps(doc, indent=4) + "\n"
    return Out(
        pick(rng, "mbed_app.json", f"{c.slug}/mbed_app.json", "firmware/mbed_app.json"),
        text,
        secret,
    )


@fmt(F_FW, "particle_cli_config_json_access_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = hx(rng, 40)
    text = json.dumps({"username": c.email, "access_token": token}, indent=2) + "\n"
    return Out(
        pick(
            rng,
            ".particle/particle.config.json",
            f"home/{c.user}/.particle/particle.config.json",
            "devtools/particle/particle.config.json",
        ),
        text,
        token,
    )


@fmt(F_FW, "balena_login_token_flag_deploy_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = an(rng, 32)
    fleet = pick(rng, "edge-cams", "soil-probes", "kiosk-fleet", "lora-gateways")
    text = fill(
        """
        #!/usr/bin/env bash
        # Push a new release to the <<fleet>> fleet and bump the sampling interval.
        set -euo pipefail

        FLEET="<<org>>/<<fleet>>"
        balena login --token <<tok>>
        balena push "$FLEET" --source . --release-tag commit "$(git rev-parse --short HEAD)"
        balena env add SENSOR_INTERVAL <<iv>> --fleet "$FLEET"
        balena devices --fleet "$FLEET"
        """,
        fleet=fleet,
        org=c.org,
        tok=token,
        iv=str(rng.choice([15, 30, 60, 120])),
    )
    return Out(
        pick(rng, "scripts/deploy_fleet.sh", "deploy/balena_release.sh", f"ops/{fleet}/push.sh"),
        text,
        token,
    )


@fmt(F_FW, "thingsboard_arduino_sketch_device_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = an(rng, 20)
    sketch = pick(rng, "greenhouse_node", "boiler_monitor", "cold_room")
    text = fill(
        """
        #include <WiFi.h>
        #include <Arduino_MQTT_Client.h>
        #include <ThingsBoard.h>
        #include "wifi_config.h"

        constexpr char TOKEN[] = "<<tok>>";
        constexpr char THINGSBOARD_SERVER[] = "tb.<<domain>>";
        constexpr uint16_t THINGSBOARD_PORT = 1883U;
        constexpr uint32_t MAX_MESSAGE_SIZE = 256U;

        WiFiClient wifiClient;
        Arduino_MQTT_Client mqttClient(wifiClient);
        ThingsBoard tb(mqttClient, MAX_MESSAGE_SIZE);

        void setup() {
          Serial.begin(115200);
          WiFi.begin(WIFI_SSID, WIFI_PASS);
          while (WiFi.status() != WL_CONNECTED) delay(500);
        }

        void loop() {
          if (!tb.connected()) {
            tb.connect(THINGSBOARD_SERVER, TOKEN, THINGSBOARD_PORT);
          }
          tb.sendTelemetryData("temperature", analogRead(34) * 0.0805f);
          tb.loop();
          delay(<<delay>>);
        }
        """,
        tok=token,
        domain=c.domain,
        delay=str(rng.choice([5000, 10000, 30000])),
    )
    return Out(
        pick(
            rng,
            f"{sketch}/{sketch}.ino",
            f"sketches/{sketch}/{sketch}.ino",
            f"firmware/{c.org}/{sketch}.ino",
        ),
        text,
        token,
    )


@fmt(F_FW, "chirpstack_grpc_metadata_api_token_jwt")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = jwt(rng, {"aud": "chirpstack", "iss": "chirpstack", "sub": uid(rng), "typ": "key"})
    text = fill(
        """
        import grpc
        from chirpstack_api import api

        server = "chirpstack.<<internal>>:8080"
        dev_eui = "<<eui>>"
        api_token = "<<tok>>"

        channel = grpc.insecure_channel(server)
        client = api.DeviceServiceStub(channel)
        auth_token = [("authorization", "Bearer %s" % api_token)]

        req = api.EnqueueDeviceQueueItemRequest()
        req.queue_item.confirmed = False
        req.queue_item.data = bytes([0x01, 0x02, 0x03])
        req.queue_item.dev_eui = dev_eui
        req.queue_item.f_port = <<port>>

        resp = client.Enqueue(req, metadata=auth_token)
        print(resp.id)
        """,
        internal=c.internal,
        eui=hx(rng, 16),
        tok=token,
        port=str(rng.randint(1, 200)),
    )
    return Out(
        pick(
            rng, "tools/enqueue_downlink.py", "lorawan/downlink.py", f"scripts/{c.slug}_downlink.py"
        ),
        text,
        token,
    )


@fmt(F_FW, "rtl433_conf_output_mqtt_pass_option")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 12, 22, sym=SYM_ARG)
    site = pick(rng, "garage", "barn", "attic", "shed")
    text = fill(
        """
        # rtl_433 config for the <<site>> SDR stick
        frequency     868.3M
        sample_rate   1024k
        convert       si
        report_meta   time:iso
        output mqtt://mqtt.<<internal>>:1883,user=<<user>>,pass=<<pw>>,retain=0,events=rtl_433/<<site>>/events
        output kv
        protocol 19
        protocol 40
        protocol 153
        """,
        site=site,
        internal=c.internal,
        user=pick(rng, "rtl433", "sdr", c.user),
        pw=secret,
    )
    return Out(
        pick(rng, "rtl_433.conf", f"etc/rtl_433/{site}.conf", "config/rtl_433.conf"), text, secret
    )
