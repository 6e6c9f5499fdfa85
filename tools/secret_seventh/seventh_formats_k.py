"""Hobby robotics and makers: ROS 2 MQTT bridge, Viam, Husarnet, Duckietown, Zenoh, Foxglove,
ThingSpeak, Arduino Cloud CLI."""

from __future__ import annotations

import json
import random

from seventh_corpus import (
    ALNUM,
    LOWER,
    UPPER,
    Ctx,
    Out,
    an,
    fill,
    fmt,
    pick,
    pw,
    uid,
)

FAM = "hobby_robotics_makers"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


@fmt(FAM, "ros2_mqtt_client_params_yaml_broker_pass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 10, 18, "-_.!@%+")
    text = fill(
        """
        /**/*:
          ros__parameters:
            broker:
              host: <<host>>
              port: 8883
              user: <<user>>
              pass: "<<s>>"
              tls:
                enabled: true
                ca_certificate: /etc/ssl/certs/ca-certificates.crt
            client:
              id: <<robot>>
            bridge:
              ros2mqtt:
                ros_topics:
                  - /odom
                  - /battery_state
        """,
        host=c.host("mqtt", "broker"),
        user=pick(rng, "rover", "robot", c.slug),
        s=s,
        robot=f"{c.slug}-rover-{rng.randint(1, 9)}",
    )
    path = pick(
        rng,
        "config/mqtt_client.yaml",
        "src/rover_bringup/config/mqtt.yaml",
        f"{c.slug}_ws/mqtt.yaml",
    )
    return Out(path, text, s)


@fmt(FAM, "viam_json_cloud_id_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    sec = an(rng, 32, LOWER + "0123456789")
    conf = {
        "cloud": {
            "app_address": "https://app.viam.com:443",
            "id": uid(rng),
            "secret": sec,
        }
    }
    path = pick(rng, "etc/viam.json", "viam.json", f"robots/{c.slug}/viam.json")
    return Out(path, json.dumps(conf, indent=2) + "\n", sec)


@fmt(FAM, "husarnet_joincode_docker_compose_environment")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    code = "fc94:b01d:1803:8dd8:b293:5c7d:7639:932a/" + an(rng, 22)
    text = fill(
        """
        services:
          husarnet:
            image: husarnet/husarnet:2.0.180
            restart: unless-stopped
            volumes:
              - /var/lib/husarnet:/var/lib/husarnet
            sysctls:
              - net.ipv6.conf.all.disable_ipv6=0
            cap_add:
              - NET_ADMIN
            devices:
              - /dev/net/tun
            environment:
              - HOSTNAME=<<robot>>
              - JOINCODE=<<code>>

          bridge:
            image: husarion/ros2-router:humble
            network_mode: service:husarnet
        """,
        robot=f"{c.slug}-panther",
        code=code,
    )
    path = pick(rng, "compose.yaml", "docker/compose.husarnet.yaml", f"{c.slug}-robot/compose.yml")
    return Out(path, text, code)


@fmt(FAM, "duckietown_dts_tok_set_dt1_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = f"dt1-{an(rng, 44, B58)}-{an(rng, 71, B58)}"
    text = fill(
        """
        #!/usr/bin/env bash
        # provision a new lab laptop for the duckiebot course
        set -e
        pip3 install --user --upgrade duckietown-shell
        dts --set-version daffy
        dts tok set --token <<tok>>
        dts fleet discover
        dts duckiebot keyboard_control <<bot>>
        """,
        tok=tok,
        bot=pick(rng, "quacky", "dbot01", f"{c.slug}bot"),
    )
    path = pick(rng, "setup_laptop.sh", "course/provision.sh", f"{c.slug}-lab/dts.sh")
    return Out(path, text, tok)


@fmt(FAM, "zenoh_json5_transport_auth_usrpwd_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 10, 18, "-_.!@%+")
    text = fill(
        """
        {
          mode: "client",
          connect: {
            endpoints: ["tls/<<host>>:7447"],
          },
          transport: {
            auth: {
              usrpwd: {
                user: "<<user>>",
                password: "<<s>>",
              },
            },
            link: {
              tls: { root_ca_certificate: "/etc/zenoh/ca.pem" },
            },
          },
        }
        """,
        host=c.host("zenoh", "router"),
        user=pick(rng, "drone", "arm", c.slug),
        s=s,
    )
    path = pick(rng, "zenoh-client.json5", "config/zenoh.json5", f"{c.slug}/zenoh_client.json5")
    return Out(path, text, s, "")


@fmt(FAM, "foxglove_data_import_api_key_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "fox_sk_" + an(rng, 32)
    text = fill(
        """
        #!/bin/sh
        # upload the day's rosbags to Foxglove for review
        export FOXGLOVE_API_KEY=<<key>>
        for bag in /data/bags/$(date +%F)/*.mcap; do
          foxglove data imports add "$bag" --device-id <<dev>>
        done
        """,
        key=key,
        dev=f"dev_{an(rng, 16, ALNUM)}",
    )
    path = pick(rng, "scripts/upload_bags.sh", "ops/foxglove-upload.sh", f"{c.slug}/upload.sh")
    return Out(path, text, key)


@fmt(FAM, "thingspeak_micropython_urequests_write_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 16, UPPER + "0123456789")
    text = fill(
        """
        import time

        import urequests
        from machine import ADC, Pin

        WRITE_KEY = "<<key>>"
        soil = ADC(Pin(<<pin>>))

        while True:
            v = soil.read_u16()
            r = urequests.get(
                "https://api.thingspeak.com/update?api_key=%s&field1=%d" % (WRITE_KEY, v)
            )
            r.close()
            time.sleep(300)
        """,
        key=key,
        pin=rng.randint(26, 28),
    )
    path = pick(rng, "main.py", "pico/main.py", f"{c.slug}_garden/main.py")
    return Out(path, text, key)


@fmt(FAM, "arduino_cloud_cli_credentials_yaml_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    sec = an(rng, 64)
    text = fill(
        """
        client: <<cid>>
        secret: <<sec>>
        organization: "<<org>>"
        """,
        cid=an(rng, 32),
        sec=sec,
        org=pick(rng, "", uid(rng)),
    )
    path = pick(
        rng,
        "arduino-cloud-credentials.yaml",
        ".arduino15/arduino-cloud-credentials.yaml",
        f"{c.slug}-fleet/arduino-cloud-credentials.yaml",
    )
    return Out(path, text, sec)
